/**
 * The billing details typed on the checkout, kept in session storage across the reload a stale token causes
 * (this tab only, gone with it), so the reloaded page starts from them and says why it was refreshed.
 */
import type { KeptBilling } from '../../../machines/checkout';

export const KEPT_BILLING_KEY = 'portal_checkout_kept_billing';

export function keepBilling(kept: KeptBilling): void {
  try {
    sessionStorage.setItem(KEPT_BILLING_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the page reloads without them, as it did before.
  }
}

/** What was kept for this order, or null (nothing kept, another order's, or damaged). */
export function readKeptBilling(orderIdentifier: string): KeptBilling | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEPT_BILLING_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { orderIdentifier: kept, billing } = value as { orderIdentifier?: unknown; billing?: unknown };
    if (kept !== orderIdentifier || !billing || typeof billing !== 'object') return null;
    const entries = Object.entries(billing).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return { orderIdentifier, billing: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

export function forgetKeptBilling(): void {
  try {
    sessionStorage.removeItem(KEPT_BILLING_KEY);
  } catch {
    // Nothing to forget.
  }
}
