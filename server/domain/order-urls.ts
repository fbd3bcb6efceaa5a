/** Where the browser lands after paying an order: the checkout's success and fail pages. */
export function paymentSuccessUrl(orderIdentifier: string): string {
  return `/checkout/${encodeURIComponent(orderIdentifier)}/success`;
}

export function paymentFailUrl(orderIdentifier: string): string {
  return `/checkout/${encodeURIComponent(orderIdentifier)}/failed`;
}

/** The checkout of an order, where a payment that did not happen can be tried again. */
export function checkoutUrl(orderIdentifier: string): string {
  return `/checkout/${encodeURIComponent(orderIdentifier)}`;
}
