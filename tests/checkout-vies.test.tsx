/** What the checkout shows at the VAT ID field of what the EU's VIES answered, in jsdom against MSW. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { fakeCheckout, orderFixture } from './msw/checkout';
import type { OrderFixture } from './msw/checkout';
import { useMockServer } from './msw/server';

useMockServer();

const INVALID = "The EU's VIES service says this VAT ID is not valid, so VAT is charged. Please check the VAT ID.";
const UNAVAILABLE = "We could not check your VAT ID with the EU's VIES service just now; VAT is charged for now.";

/** A German company's order with this VIES answer about its VAT ID. */
function companyOrder(vatIdCheck: OrderFixture['vatIdCheck']): OrderFixture {
  const base = orderFixture();
  const values: Record<string, string> = { companyBilling: 'true', company: 'Beispiel GmbH', ic: '27082440', dic: 'DE000000000' };
  return { ...base, companyBilling: true, vatIdCheck, contactInputs: base.contactInputs.map((input) => (input.name in values ? { ...input, value: values[input.name] ?? '' } : input)) };
}

async function openCheckout(order: OrderFixture) {
  fakeCheckout(order);
  renderApp('/checkout/ORD-1001?ref=pricelist&token=page-token');
  await screen.findByRole('heading', { level: 2, name: 'Your order' });
  return screen.getByRole('textbox', { name: /^Tax ID/ });
}

describe('the VAT ID field and VIES', () => {
  it('marks a VAT ID VIES refuses as the field’s error, and announces it', async () => {
    const field = await openCheckout(companyOrder({ status: 'INVALID', message: INVALID }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(INVALID);
    const announced = screen.getAllByRole('status').filter((region) => region.textContent === INVALID);
    expect(announced).toHaveLength(1);
  });

  it('tells in words, announced, that VIES could not check the VAT ID, without marking it wrong', async () => {
    const field = await openCheckout(companyOrder({ status: 'UNAVAILABLE', message: `${UNAVAILABLE} We keep trying.` }));
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    const region = screen.getAllByRole('status').find((candidate) => candidate.textContent?.startsWith(UNAVAILABLE));
    expect(region).toBeVisible();
    expect(within(region as HTMLElement).getByText(/We keep trying\.$/)).toBeInTheDocument();
  });

  it('says nothing at the field once VIES confirmed the VAT ID', async () => {
    const field = await openCheckout(companyOrder({ status: 'VALID', message: null }));
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/VIES/)).not.toBeInTheDocument();
  });
});
