import type { FastifyInstance } from 'fastify';

// Plain pictograms drawn for the portal (no card brand logos), served by the portal itself.
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${body}</svg>`;

const ICONS = {
  card: frame('<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 10h19M6 15h4"/>'),
  gateway: frame('<path d="M4 12h12M12 7l5 5-5 5"/><path d="M20 4v16"/>'),
  bank: frame('<path d="M3 9l9-5 9 5M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18"/>'),
} as const;

export type PaymentIcon = keyof typeof ICONS;

export function paymentIconUrl(icon: PaymentIcon): string {
  return `/payments/icons/${icon}.svg`;
}

export function registerPaymentIcons(app: FastifyInstance): void {
  app.get<{ Params: { icon: string } }>('/payments/icons/:icon', async (request, reply) => {
    const name = request.params.icon.replace(/\.svg$/, '');
    if (!Object.hasOwn(ICONS, name)) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(ICONS[name as PaymentIcon]);
  });
}
