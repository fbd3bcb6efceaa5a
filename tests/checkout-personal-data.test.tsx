/** The Personal data step (/checkout/:id/personal-data) in jsdom against MSW: the holders, their errors, Continue. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { checkoutError, fakeCheckout, orderFixture, privateRegistrationItem, registrantContact, type OrderFixture } from './msw/checkout';
import { useMockServer } from './msw/server';

useMockServer();
const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
});


type Item = OrderFixture['items'][number];
/** A second domain whose holder has no phone, street, city or postcode yet, and whose private registration cannot change. */
const incomplete = {
  ...privateRegistrationItem,
  hash: 'item-private-2',
  domain: 'bakery.net',
  checked: false,
  missingAnyPersonalData: true,
  privateChangeDisabled: true,
  editPersonalInfoUrl: '/checkout/ORD-1001/personal-data?domain=bakery.net',
  contact: registrantContact({ phone: '', address: '', city: '', zip: '' }),
} as Item;

const domainOrder = (change: Partial<OrderFixture> = {}) => orderFixture({ type: 'DOMAIN', project: null, title: 'my-site.com and bakery.net', items: [privateRegistrationItem, incomplete], ...change });

async function openPersonalData(url = '/checkout/ORD-1001/personal-data', order = domainOrder()) {
  const checkout = fakeCheckout(order);
  const app = renderApp(url);
  await screen.findByRole('group', { name: 'my-site.com' });
  return { ...app, checkout };
}

describe('the Personal data step', () => {
  it("shows a domain order's tabs with Personal data current (step 2 of 3) and the domain step linked", async () => {
    await openPersonalData();
    const progress = screen.getByRole('navigation', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1 Domain name', '2 Personal data', '3 Billing period & Payment']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByRole('link', { name: '1 Domain name' })).toHaveAttribute('href', '/domains');
    expect(within(progress).queryByRole('link', { name: /Billing period/ })).not.toBeInTheDocument();
    expect(within(progress).getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('shows each domain\'s holder in its own fieldset, says what an incomplete one lacks, and the private registration switch with why it cannot change', async () => {
    await openPersonalData();
    const complete = screen.getByRole('group', { name: 'my-site.com' });
    expect(within(complete).getByRole('textbox', { name: 'First name (required)' })).toHaveValue('Dana');
    expect(within(complete).getByRole('textbox', { name: 'Street and number (required)' })).toHaveValue('Karlova 1');
    expect(within(complete).getByRole('combobox', { name: 'Country (required)' })).toHaveValue('CZ');
    for (const label of ['Surname (required)', 'E-mail (required)', 'Phone (required)', 'City (required)', 'Postcode (required)', 'State or region', 'Company', 'Business ID (IČO)', 'Tax ID (DIČ)']) {
      expect(within(complete).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(complete).getByRole('switch', { name: 'Private registration of my-site.com' })).toBeEnabled();

    const lacking = screen.getByRole('group', { name: 'bakery.net' });
    expect(lacking).toHaveAccessibleDescription(/Still missing for bakery\.net: Phone, Street and number, City, Postcode\./);
    expect(within(lacking).getByRole('switch', { name: 'Private registration of bakery.net' })).toBeDisabled();
    expect(within(lacking).getByText('Private registration is not available for this domain.')).toBeInTheDocument();
  });

  it('?domain= scrolls to and focuses that domain\'s holder', async () => {
    await openPersonalData('/checkout/ORD-1001/personal-data?domain=bakery.net');
    await waitFor(() => expect(screen.getByRole('group', { name: 'bakery.net' })).toHaveFocus());
    expect(scrolled).toEqual(['holder-bakery-net']);
  });

  it('Continue saves only the changed holder, empty fields left out, and goes on to the payment step', async () => {
    const { user, checkout, location } = await openPersonalData();
    const lacking = screen.getByRole('group', { name: 'bakery.net' });
    await user.type(within(lacking).getByRole('textbox', { name: 'Phone (required)' }), '+420 777 000 111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-1001'));
    const saves = checkout.calls.filter((call) => call.operationName === 'UpdateRegistrantContact');
    expect(saves).toEqual([
      {
        operationName: 'UpdateRegistrantContact',
        variables: {
          orderIdentifier: 'ORD-1001',
          domain: 'bakery.net',
          integrityToken: 'token-1',
          contact: expect.arrayContaining([
            { name: 'firstname', value: 'Dana' },
            { name: 'phone', value: '+420 777 000 111' },
            { name: 'countryCode', value: 'CZ' },
          ]),
        },
      },
    ]);
    expect((saves[0]?.variables['contact'] as { name: string }[]).map((value) => value.name)).not.toContain('city');
  });

  it('Continue with nothing changed saves nothing and goes on', async () => {
    const { user, checkout, location } = await openPersonalData();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.pathname).toBe('/checkout/ORD-1001'));
    expect(checkout.operations).not.toContain('UpdateRegistrantContact');
  });

  it("shows the server's field errors on that domain's fields and stays on the step", async () => {
    const { user, checkout, location } = await openPersonalData();
    const complete = screen.getByRole('group', { name: 'my-site.com' });
    const email = within(complete).getByRole('textbox', { name: 'E-mail (required)' });
    await user.clear(email);
    await user.type(email, 'dana@');
    checkout.answerNext('UpdateRegistrantContact', checkoutError('Please check the holder of my-site.com.', 'INVALID_CONTACT', { email: 'Please enter a valid e-mail address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(location.pathname).toBe('/checkout/ORD-1001/personal-data');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('switches private registration of a domain from the step', async () => {
    const { user, checkout } = await openPersonalData();
    await user.click(screen.getByRole('switch', { name: 'Private registration of my-site.com' }));
    await waitFor(() => expect(checkout.operations).toContain('UpdateOrderPrivateRegistration'));
    expect(checkout.calls.find((call) => call.operationName === 'UpdateOrderPrivateRegistration')?.variables).toMatchObject({ domain: 'my-site.com', enable: false });
  });
});
