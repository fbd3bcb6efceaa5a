/**
 * The words of pages that load on first visit (src/i18n/areas.ts): an area's page waits for its catalogue in the
 * page's language, each catalogue is fetched once, and a language switch brings the areas already shown along.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import AreaMessages, { loadArea, loadShownAreas } from '../src/i18n/areas';
import { LanguageProvider, createI18n } from '../src/i18n/i18n';
import { messages as shellEn } from '../src/i18n/locales/en';
import { messages as servicesEn } from '../src/i18n/locales/services/en';

describe('area catalogues', () => {
  it('load once per language: the same promise every time, settled for React to read at once', async () => {
    const i18n = createI18n('en', shellEn);
    const first = loadArea(i18n, 'checkout', 'en');
    expect(loadArea(i18n, 'checkout', 'en')).toBe(first);
    expect(first.status).toBeUndefined();
    await first;
    expect(first.status).toBe('fulfilled');
    expect(loadArea(i18n, 'checkout', 'cs')).not.toBe(first);
  });

  it('a switch loads the areas the page has shown in the new language, and only those', async () => {
    const i18n = createI18n('en', shellEn);
    await loadArea(i18n, 'orders', 'en');
    await loadShownAreas(i18n, 'cs');
    expect(loadArea(i18n, 'orders', 'cs').status).toBe('fulfilled');
    expect(loadArea(i18n, 'admin', 'cs').status).toBeUndefined();
  });

  it('a page of an area shows once its words are there', async () => {
    const i18n = createI18n('en', shellEn);
    const load = loadArea(i18n, 'services', 'en');
    // act: in tests React retries a suspended render only inside it.
    await act(async () => {
      render(
        <LanguageProvider i18n={i18n}>
          <Suspense fallback={<p>waiting</p>}>
            <AreaMessages area="services">
              <p>the page</p>
            </AreaMessages>
          </Suspense>
        </LanguageProvider>,
      );
    });
    await load;
    expect(await screen.findByText('the page')).toBeTruthy();
    // The area's English words are in the i18n object once its page has shown.
    for (const id of Object.keys(servicesEn)) expect(i18n.messages[id], id).toBeDefined();
  });
});
