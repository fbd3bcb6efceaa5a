/**
 * The checkout's analytics hook. The tracking issue connects it to the tracker actor; until then the checkout
 * calls it where SPEC.md asks for an event and it records nothing.
 */
import type { CheckoutOrder } from '../../../contracts/checkout';
import type { CheckoutTrackedEvent } from '../../../machines/checkout';

export function track(_event: CheckoutTrackedEvent): void {}

/** SPEC.md section 4, finish step 6: called with the finished order just before the browser leaves to pay. */
export function orderSentForPayment(_order: CheckoutOrder): void {}

/** The measuring id appended to the success and fail URLs; the tracking issue supplies the real one. */
export const MEASURING_ID = '';
