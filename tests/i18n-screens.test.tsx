/**
 * The translated screens in Czech (docs/frontend.md "Messages in Czech and English"): the header, the footer, the
 * cookie bar with its choices and the price list show nothing but the Czech catalogue's messages and the price
 * list's own data. A string written into a component instead of the catalogue shows up here in English.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { notFromTheCatalogue, shownTexts } from './fixtures/untranslated';
import { pricelistFixture } from './fixtures/pricelist';
import { demoUser, signedInAs } from './msw/accounts';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();

describe('the translated screens in Czech', () => {
  it('show only the Czech catalogue and the price list data: header, footer, price list and the cookie bar with its choices', async () => {
    answerPricelist();
    const { user } = renderApp('/pricelist', { consent: null, language: 'cs' });
    const bar = await screen.findByRole('dialog', { name: 'Tento web používá cookies' });
    await screen.findByRole('list', { name: 'Balíčky', hidden: true });
    await user.click(within(bar).getByRole('button', { name: 'Upravit moje volby' }));
    await within(bar).findByRole('group', { name: 'Vaše volby' });

    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
  });

  it('show only the Czech catalogue, the price list data and the account\'s own words to a signed-in customer with a service due', async () => {
    answerPricelist();
    const dueService = { kind: 'package', name: 'Mini', website: 'demo-blog', status: 'expiring', paidUntil: '2027-03-12T00:00:00.000Z', othersDue: 2 } as const;
    signedInAs({ ...demoUser, dueService });
    renderApp('/pricelist', { language: 'cs' });
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Obnovit' });
    await screen.findByRole('list', { name: 'Balíčky' });

    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });

  it('tells a text that is not the catalogue\'s', () => {
    expect(notFromTheCatalogue(['Přijmout vše', 'Sleva 20 %', pricelistFixture.items[0]?.name ?? '', '€1.90'])).toEqual([]);
    expect(notFromTheCatalogue(['Accept all', 'Skip to main content'])).toEqual(['Accept all', 'Skip to main content']);
  });
});
