/**
 * How the portal asks VIES: the EU's service at VIES_URL as the seller, or, without a VIES address (the tests' and
 * development's apps), the portal's own stand-in. The checkout and the daily job's automatic renewals ask the same.
 */
import { DEMO_SELLER } from './seller';
import type { Seller } from './seller';
import { DEFAULT_VIES_TIMEOUT_MS, viesClient } from './vies';
import type { AskVies } from './vies';
import { askStandIn } from './vies-stand-in';

export function askViesOf(options: { vies?: { url: string; timeoutMs?: number } | undefined; seller?: Seller | undefined }): AskVies {
  const { vies } = options;
  return vies ? viesClient({ url: vies.url, timeoutMs: vies.timeoutMs ?? DEFAULT_VIES_TIMEOUT_MS, requesterVatId: (options.seller ?? DEMO_SELLER).vatId }) : askStandIn;
}
