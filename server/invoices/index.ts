/** Tax invoices of paid orders (docs/invoices.md): what the rest of the server uses. */
export { issueInvoice, formatInvoiceNumber } from './issue';
export { renderInvoicePdf } from './pdf';
export { findInvoiceForOrder, findInvoiceByNumber, invoiceDownloadUrl } from './repository';
export type { StoredInvoice } from './repository';
export type { InvoiceSnapshot } from './snapshot';
