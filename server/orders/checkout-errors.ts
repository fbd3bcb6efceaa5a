import { VOUCHER_MESSAGES } from '../domain/checkout/vouchers';
import { RESERVATION_DAYS } from '../domain/domains/registry';

/** What the checkout's calls answer when they refuse; each code is in the schema's comments. */
export const CHECKOUT_MESSAGES = {
  ORDER_NOT_FOUND: 'We could not find this order in your account.',
  INVALID_INTEGRITY_TOKEN: 'Your order has changed in the meantime. Please reload the page.',
  ORDER_ALREADY_FINISHED: 'This order was sent for payment in another tab or window, so nothing was sent again. Show the order to see how to pay it.',
  ORDER_ALREADY_PAID: 'This order is already paid, so nothing was sent and nothing more will be charged. Show the order to see it.',
  ORDER_EXPIRED: `The ${RESERVATION_DAYS} days to pay this order by bank transfer are over, so it can no longer be paid and nothing was charged. Please order again; if you have already sent the money, contact us.`,
  ORDER_NOT_DRAFT: 'Only a draft order can be deleted: this one has been sent for payment.',
  ITEM_NOT_FOUND: 'This item is not in your order. Please reload the page.',
  ITEM_NOT_REMOVABLE: 'This item cannot be removed from the order.',
  ITEM_ALREADY_IN_ORDER: 'This item is already in your order.',
  INVALID_PERIOD: 'This billing period is not available for the item.',
  PRIVATE_REGISTRATION_LOCKED: 'Private registration cannot be changed for this domain.',
  INVALID_CONTACT: 'Please check the highlighted billing details.',
  MISSING_PERSONAL_DATA: 'Please fill in the personal data of your domain first.',
  PAYMENT_METHOD_NOT_FOUND: 'Please choose one of the payment methods offered.',
  INVALID_INPUT: 'Some of the data sent is not valid.',
  NOT_A_PACKAGE_STEP: 'This order has no package to choose.',
  PACKAGE_NOT_CHOSEN: 'Please choose a package for your website first.',
  PACKAGE_CHANGED: 'Your website\'s package has changed since this order was made, so the order no longer fits it and was not sent. Please choose a package again on the price list.',
  DOMAIN_TAKEN: 'Someone else has just ordered this domain. Please search for another name.',
  ...VOUCHER_MESSAGES,
} as const;

export type CheckoutErrorCode = keyof typeof CHECKOUT_MESSAGES;

export class CheckoutError extends Error {
  override name = 'CheckoutError';
  constructor(
    readonly code: CheckoutErrorCode,
    /** Field -> message, for INVALID_CONTACT. */
    readonly errors?: Record<string, string>,
    message: string = CHECKOUT_MESSAGES[code],
  ) {
    super(message);
  }
}
