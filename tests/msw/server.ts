/**
 * The network of the component tests: MSW answers GET /api/pricelist, the accounts endpoints and /graphql, and
 * any request no handler expects fails the test (onUnhandledRequest: 'error') instead of silently reaching nowhere.
 * Every test starts with a visitor who is not signed in (GET /api/auth/session answers user null).
 */
import { waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiError } from '../../contracts/errors';
import type { PricelistResponse } from '../../contracts/pricelist';
import { pricelistFixture } from '../fixtures/pricelist';

/** The app checks the session on every page; by default nobody is signed in. */
const signedOutSession = http.get('*/api/auth/session', () => HttpResponse.json({ user: null, expiresAt: null }));

/** Consent sync and the collector (issue 6): accepted by default; tests that look at them replace these. */
const consentAndEvents = [
  graphql.query('AccountCookieConsent', () => HttpResponse.json({ data: { cookieConsent: null } })),
  graphql.mutation('SetCookieConsent', ({ variables }) => HttpResponse.json({ data: { setCookieConsent: String(variables.consent) } })),
  http.post('*/api/events', () => HttpResponse.json({ accepted: 1 }, { status: 202 })),
];

/** The back office asks on every page whether e-mail delivery is failing: by default it is not. */
const mailHealth = graphql.query('AdminMailHealth', () => HttpResponse.json({ data: { adminMailHealth: { failing: false, failed: 0, delayed: 0 } } }));

/** The console asks once whether two-factor sign-in is required and on: by default it is not required. */
const twoFactor = graphql.query('AdminTwoFactor', () => HttpResponse.json({ data: { adminTwoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 } } }));

export const server = setupServer(signedOutSession, ...consentAndEvents, mailHealth, twoFactor);

/** Starts MSW for the calling test file and forgets per-test handlers after each test. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

const PRICELIST_URL = '*/api/pricelist';
export const PROJECT_NOT_FOUND_MESSAGE = 'There is no website by this name in your account.';

export function errorBody(message: string, code = 'INTERNAL', parameter?: string): ApiError {
  return { error: { code, message, ...(parameter ? { parameter } : {}) } };
}

/** Every price list request succeeds with this body. */
export function answerPricelist(body: PricelistResponse = pricelistFixture): void {
  server.use(http.get(PRICELIST_URL, () => HttpResponse.json(body)));
}

/** Every price list request fails with this status and error message. */
export function failPricelist(message = 'The price list is unavailable right now.', status = 503): void {
  server.use(http.get(PRICELIST_URL, () => HttpResponse.json(errorBody(message), { status })));
}

/** notFound: the 404 PROJECT_NOT_FOUND a price list for someone else's website gets. */
export type PricelistOutcome = 'success' | 'failure' | 'notFound';

/**
 * Requests are answered in order from `outcomes`; one request too many fails the test, so a view that
 * fetches more often than the machine says is caught. Returns the query strings the page sent.
 */
export function answerPricelistInOrder(outcomes: readonly PricelistOutcome[], body: PricelistResponse = pricelistFixture): URLSearchParams[] {
  const queue = [...outcomes];
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(PRICELIST_URL, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      const outcome = queue.shift();
      if (outcome === 'success') return HttpResponse.json(body);
      if (outcome === 'failure') return HttpResponse.json(errorBody('The price list is unavailable right now.'), { status: 503 });
      return HttpResponse.json(errorBody(`Unexpected price list request #${requests.length}`), { status: 500 });
    }),
  );
  return requests;
}

export interface HeldPricelistRequests {
  /** Answers the oldest waiting request, first waiting for the page to send one. */
  answer(outcome: PricelistOutcome): Promise<void>;
  /** Requests sent and not answered yet. */
  readonly waiting: number;
}

/**
 * Price list requests wait until the test answers them, so a test can see the loading state for as long
 * as it likes and decide, request by request, whether the server succeeds or fails.
 */
export function holdPricelistRequests(failureMessage: string, body: PricelistResponse = pricelistFixture): HeldPricelistRequests {
  const waiting: Array<(outcome: PricelistOutcome) => void> = [];
  server.use(
    http.get(PRICELIST_URL, ({ request }) =>
      new Promise<Response>((resolve) => {
        const answer = (outcome: PricelistOutcome) =>
          resolve(
            outcome === 'success' ? HttpResponse.json(body)
            : outcome === 'notFound' ? HttpResponse.json(errorBody(PROJECT_NOT_FOUND_MESSAGE, 'PROJECT_NOT_FOUND', 'project'), { status: 404 })
            : HttpResponse.json(errorBody(failureMessage), { status: 503 }),
          );
        waiting.push(answer);
        // A request the page stopped waits for no answer.
        request.signal.addEventListener('abort', () => waiting.splice(waiting.indexOf(answer), 1));
      }),
    ),
  );
  return {
    async answer(outcome) {
      await waitFor(() => {
        if (waiting.length === 0) throw new Error('The page sent no price list request to answer');
      });
      waiting.shift()?.(outcome);
    },
    get waiting() {
      return waiting.length;
    },
  };
}
