import type { SecurePayment, SecurePaymentInput } from '../../../../machines/finishOrder';
import { requestJson } from '../../../app/api/request-json';
import { toCheckoutError } from './checkout-request';

/** Finish step 5: POST /api/payments/secure; answers the card payment's client secret and billing details. */
export async function requestSecurePayment(input: SecurePaymentInput): Promise<SecurePayment> {
  try {
    const body = (await requestJson('/api/payments/secure', { method: 'POST', body: input })) as Partial<SecurePayment> | null;
    if (typeof body?.clientSecret !== 'string') throw new Error('The secure payment answer has no client secret.');
    return { clientSecret: body.clientSecret, billingDetails: body.billingDetails ?? null };
  } catch (error) {
    throw toCheckoutError(error);
  }
}
