import type { Invoice } from '../graphql-types/generated/types';
import { invoiceDownloadUrl } from './repository';
import type { StoredInvoice } from './repository';

/** An invoice as the schema's Order.invoice shows it. */
export function presentInvoice(invoice: StoredInvoice): Invoice {
  return { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), downloadUrl: invoiceDownloadUrl(invoice.number) };
}
