import type { FastifyInstance } from 'fastify';
import { apiError } from '../http/errors';
import { transferWait } from '../domain/transfer-expiry';
import { findOwnedOrder } from './orders';
import type { StripeRoutesOptions } from './stripe';
import { qrCodeSvg } from '../bank-transfer/qr';
import { instructionsQrText, paymentInstructions } from '../bank-transfer/instructions';

/**
 * GET /api/orders/ORD-…/payment-qr.svg: the QR code a banking app scans to pay an order of the signed-in account by
 * bank transfer, while the order awaits that transfer and can still be paid. Anything else (another account's order,
 * a paid or expired one, a currency no standard takes, a visitor) gets the same 404.
 */
export function registerPaymentQrRoute(app: FastifyInstance, options: Pick<StripeRoutesOptions, 'db' | 'auth' | 'payments' | 'now'>): void {
  app.get<{ Params: { identifier: string } }>('/api/orders/:identifier/payment-qr.svg', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const session = await options.auth.current(request);
    const order = session ? await findOwnedOrder(options.db, session.user.id, request.params.identifier) : undefined;
    const payable = order && !transferWait(order, options.now()).expired;
    const instructions = payable ? paymentInstructions({ identifier: order.identifier, status: order.status, currency: order.currency, total_minor: order.totalMinor, payment_service_name: order.paymentServiceName }, options.payments) : null;
    const text = instructions && order ? instructionsQrText(instructions, order.identifier) : null;
    if (!text) return reply.code(404).send(apiError('PAYMENT_QR_NOT_FOUND', 'There is no bank transfer to pay for this order.'));
    return reply.type('image/svg+xml').send(await qrCodeSvg(text));
  });
}
