/**
 * A stand-in of VIES's check-vat-number for the tests and the demo (the way the Stripe API has one): it answers every
 * well-formed VAT ID as valid with a fresh consultation number, except the IDs below, which give the other answers
 * VIES gives. Demo mode serves it at VIES_STAND_IN_PATH (server/demo.ts), where VIES_URL points unless set; the
 * tests run the same answers as a small HTTP server of their own (tests/support/vies-stand-in.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../clock';
import { readViesReply } from './vies';
import type { AskVies } from './vies';

/** The stand-in's address on the portal in demo mode; production refuses a VIES_URL that points at it. */
export const VIES_STAND_IN_PATH = '/demo/vies';

/** The VAT IDs the stand-in does not answer as valid (docs/checkout.md lists them for trying the demo). */
export const STAND_IN_VAT_IDS = {
  /** valid: false, as VIES answers an ID nobody holds. */
  invalid: 'DE000000000',
  /** userError MS_UNAVAILABLE: the member state's service is down. */
  unavailable: 'DE999999990',
  /** userError TIMEOUT: VIES did not hear from the member state in time. */
  viesTimeout: 'DE999999991',
  /** No answer at all: the portal's own timeout ends the wait. */
  silent: 'DE999999992',
} as const;

/** How long the stand-in holds a request for the silent ID at most; the portal gives up long before. */
const SILENT_MS = 30_000;

export type StandInReply = { status: number; body: Record<string, unknown> } | 'silent';

/** What the stand-in answers to a check-vat-number request body. */
export function standInReply(body: unknown, now: Date = systemClock()): StandInReply {
  const { countryCode, vatNumber } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof countryCode !== 'string' || typeof vatNumber !== 'string' || !/^[A-Z]{2}$/.test(countryCode) || !/^[0-9A-Z]{2,13}$/.test(vatNumber)) {
    return { status: 400, body: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT', message: 'The provided CountryCode or VAT number is invalid.' }] } };
  }
  const vatId = `${countryCode}${vatNumber}`;
  if (vatId === STAND_IN_VAT_IDS.silent) return 'silent';
  const answer = { countryCode, vatNumber, requestDate: now.toISOString(), name: '---', address: '---' };
  if (vatId === STAND_IN_VAT_IDS.unavailable) return { status: 200, body: { ...answer, valid: false, userError: 'MS_UNAVAILABLE' } };
  if (vatId === STAND_IN_VAT_IDS.viesTimeout) return { status: 200, body: { ...answer, valid: false, userError: 'TIMEOUT' } };
  if (vatId === STAND_IN_VAT_IDS.invalid) return { status: 200, body: { ...answer, valid: false, userError: 'INVALID' } };
  const requestIdentifier = `WAPIAAAA${randomBytes(6).toString('hex').toUpperCase()}`;
  return { status: 200, body: { ...answer, valid: true, userError: 'VALID', requestIdentifier, name: 'Stand-in company', address: 'Stand-in address' } };
}

/** Demo mode's stand-in VIES on the portal itself (POST VIES_STAND_IN_PATH/check-vat-number). */
export function registerViesStandIn(app: FastifyInstance): void {
  app.post(`${VIES_STAND_IN_PATH}/check-vat-number`, async (request, reply) => {
    const answer = standInReply(request.body);
    if (answer === 'silent') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SILENT_MS);
        timer.unref();
        request.raw.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      return reply.code(504).send({ actionSucceed: false, errorWrappers: [{ error: 'TIMEOUT' }] });
    }
    return reply.code(answer.status).send(answer.body);
  });
}

/**
 * The stand-in's answers without HTTP: what an app built without VIES settings asks (the API tests that do not test
 * VIES itself). main.ts always gives the app a VIES_URL.
 */
export const askStandIn: AskVies = async ({ countryCode, vatNumber }) => {
  const reply = standInReply({ countryCode, vatNumber });
  return reply === 'silent' ? { status: 'unavailable', reason: 'no answer' } : readViesReply(reply.body);
};
