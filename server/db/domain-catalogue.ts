/**
 * The demo data of the portal's domain registry the seed writes (server/setup/seed.ts, seedDomains): names already
 * registered through the portal, and names registered at another registrar that their holders can transfer here
 * with the auth codes below. docs/domains.md lists them; the demo orders' domains (demo-blog.com, demo-blog.net)
 * stay free so the demo orders can be finished.
 */

/** Taken: registered through the portal (by the demo account, without a website). */
export const registeredDomains: readonly string[] = ['hosting-portal.com', 'example.com', 'example.net', 'example.org', 'taken.eu', 'obchod.cz', 'example.io'];

/** Registered elsewhere: transferable with these auth codes. */
export const domainsHeldElsewhere: readonly { name: string; authCode: string }[] = [
  { name: 'moving-house.com', authCode: 'MOVE-2026-OK' },
  { name: 'old-registrar.net', authCode: 'TRANSFER-ME-42' },
];

/** How long the seeded registrations run from the day of the seed. */
export const REGISTERED_YEARS = 1;
