/**
 * What the mail worker attaches, by kind: the app hands these to the mail module (server/app.ts), which so imports
 * neither invoices nor bank transfers, as the order's reactions (server/order-reactions.ts) are handed to the lifecycle.
 */
import { qrCodePng } from './bank-transfer/qr';
import { findInvoiceForOrder, renderInvoicePdf } from './invoices/index';
import { UUID } from './mail/attachments';
import type { AttachmentResolvers } from './mail/attachments';

/** The resolver of each attachment kind the portal sends. */
export const DEFAULT_ATTACHMENT_RESOLVERS: AttachmentResolvers = {
  // The order's invoice, drawn from its stored snapshot: the same document as the download from the order's page.
  invoice: async (db, ref) => {
    if (!UUID.test(ref.orderId)) return undefined;
    const invoice = await findInvoiceForOrder(db, ref.orderId);
    const content = invoice && (await renderInvoicePdf(db, invoice.number));
    return invoice && content ? { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', content } : undefined;
  },
  // A bank transfer's QR code, as the order's page shows it, for a banking app to scan from the screen or a print.
  'payment-qr': async (_db, ref) => ({ filename: 'payment-qr.png', contentType: 'image/png', content: await qrCodePng(ref.text) }),
};
