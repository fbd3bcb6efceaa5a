import { useCheckoutWords } from './messages';

/** A paid order's domains its payment could not register, and what to do: said wherever the paid order is shown. */
export function FailedDomains({ failedDomains }: { failedDomains: readonly string[] }) {
  const text = useCheckoutWords().failedDomains(failedDomains);
  return text ? <p className="checkout-failed-domains">{text}</p> : null;
}
