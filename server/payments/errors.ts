import { CHECKOUT_MESSAGES } from '../orders/checkout-errors';

/** What a payer is told when a payment cannot go on; the codes are the GraphQL and REST error codes. */
export const PAYMENT_MESSAGES = {
  ORDER_NOT_FOUND: CHECKOUT_MESSAGES.ORDER_NOT_FOUND,
  ORDER_NOT_FINISHED: 'Please finish the order before paying for it.',
  ORDER_ALREADY_PAID: 'This order is already paid.',
  ORDER_CANCELLED: 'This order was cancelled and can no longer be paid.',
  ORDER_EXPIRED: CHECKOUT_MESSAGES.ORDER_EXPIRED,
  NOTHING_TO_PAY: 'Nothing is left to pay for this order.',
  PACKAGE_CHANGED: 'Your website\'s package has changed since this order was sent, so it can no longer be paid and nothing was charged. Please choose a package again on the price list.',
  PAYMENT_METHOD_NOT_FOUND: 'This payment method is not available. Please choose another one.',
  INVALID_TRANSACTION: 'We could not verify this payment. Please reload the page and try again.',
  PAYMENT_PROVIDER_UNAVAILABLE: 'The card payment could not be started. Please try again or choose another payment method.',
  INVALID_PARAMETER: 'The request is not valid.',
  PAYMENT_IN_PROGRESS: 'A payment of this order is already in progress on Stripe\'s payment page and is being confirmed. Nothing more was charged. Please wait a minute and open the order again.',
} as const;

export type PaymentErrorCode = keyof typeof PAYMENT_MESSAGES;

const HTTP_STATUS: Record<PaymentErrorCode, number> = {
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_FINISHED: 409,
  ORDER_ALREADY_PAID: 409,
  ORDER_CANCELLED: 409,
  ORDER_EXPIRED: 409,
  NOTHING_TO_PAY: 409,
  PACKAGE_CHANGED: 409,
  PAYMENT_METHOD_NOT_FOUND: 404,
  INVALID_TRANSACTION: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  INVALID_PARAMETER: 400,
  PAYMENT_IN_PROGRESS: 409,
};

export class PaymentError extends Error {
  override name = 'PaymentError';
  readonly status: number;
  constructor(
    readonly code: PaymentErrorCode,
    message: string = PAYMENT_MESSAGES[code],
    /** The argument or body field at fault, when there is one. */
    readonly parameter?: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = HTTP_STATUS[code];
  }
}
