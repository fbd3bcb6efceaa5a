/** The words My services and invoices use for saved cards and automatic charges (contracts/saved-cards.ts). */
import { describe, expect, it } from 'vitest';
import { automaticChargeSentence, cardName, savedCardDescription } from '../../contracts/saved-cards';

const day = (iso: string) => iso.slice(0, 10);
const at = '2027-05-31T09:00:00.000Z';

describe('saved cards in words', () => {
  it('names a card by its brand and last four digits, with its expiry where it is saved', () => {
    expect(cardName({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(cardName({ brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(savedCardDescription({ brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2029 })).toBe('Mastercard ending 4444, expires 01/2029');
  });

  it('says what the last automatic charge did, and promises a next try only when one is coming', () => {
    expect(automaticChargeSentence({ outcome: 'renewed', chargedAt: at, card: 'Visa ending 4242', nextTryOn: null }, day)).toBe('Renewed automatically on 2027-05-31 with Visa ending 4242.');
    expect(automaticChargeSentence({ outcome: 'charged', chargedAt: at, card: 'Visa ending 4242', nextTryOn: null }, day)).toBe(
      'Charged automatically on 2027-05-31 with Visa ending 4242: the renewal is confirmed once Stripe confirms the payment.',
    );
    expect(automaticChargeSentence({ outcome: 'failed', chargedAt: at, card: 'Visa ending 0002', nextTryOn: '2027-06-01T00:00:00.000Z' }, day)).toBe(
      'Automatic payment failed on 2027-05-31 with Visa ending 0002. Next try on 2027-06-01.',
    );
    expect(automaticChargeSentence({ outcome: 'needsConfirmation', chargedAt: at, card: null, nextTryOn: null }, day)).toBe(
      'Your bank asks you to confirm this payment: the automatic payment on 2027-05-31 was not made. It is not tried again automatically: renew it yourself.',
    );
  });
});
