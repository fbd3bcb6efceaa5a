/**
 * How the cookieConsent machine shows in the app: the real bar (ConsentProvider and CookieConsentModal) under the
 * real session provider, on a simulated clock. The session check, the account's GraphQL calls and sign-out go
 * through MSW and wait until the path says how they end. Read by tests/model/cookieConsent.test.tsx.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { SimulatedClock, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { ALL_CONSENT, CONSENT_BAR_DELAY_MS, consentJson, parseConsentJson, SHOW_COOKIE_BAR_EVENT, type Consent } from '../../contracts/consent';
import { cookieConsentMachine } from '../../machines/cookieConsent';
import { SessionContext, SessionProvider, type appSessionMachine } from '../../src/app/session';
import { ConsentProvider } from '../../src/features/consent/consent';
import { readConsentCookie } from '../../src/features/consent/consentCookie';
import { COOKIE_BAR_TITLE } from '../../src/features/consent/CookieConsentModal';
import { setConsentCookie } from '../fixtures/app';
import { demoUser, graphqlError, sessionOf } from '../msw/accounts';
import { server } from '../msw/server';
import { INIT_EVENT, type ViewModel } from './harness';
import { InEnglish } from '../fixtures/app';

type Answer = (outcome: { ok: true; body: unknown } | { ok: false }) => void;

/** Requests of one kind wait here until the path answers them. */
class Held {
  readonly waiting: Array<{ variables: Record<string, unknown>; answer: Answer }> = [];

  async answer(outcome: Parameters<Answer>[0]): Promise<void> {
    await waitFor(() => expect(this.waiting.length).toBeGreaterThan(0));
    this.waiting.shift()?.answer(outcome);
  }
}

function hold(held: Held, respond: (outcome: Parameters<Answer>[0]) => Response) {
  return ({ variables }: { variables: Record<string, unknown> }) =>
    new Promise<Response>((resolve) => held.waiting.push({ variables, answer: (outcome) => resolve(respond(outcome)) }));
}

export interface ConsentDriver {
  clock: SimulatedClock;
  user: UserEvent;
  sessionCheck: Held;
  fetches: Held;
  saves: Held;
  session: ActorRefFrom<typeof appSessionMachine> | null;
}

type ConsentSnapshot = SnapshotFrom<typeof cookieConsentMachine>;

function SessionProbe({ driver }: { driver: ConsentDriver }) {
  driver.session = SessionContext.useActorRef();
  return null;
}

function openApp(driver: ConsentDriver): void {
  setConsentCookie(null);
  server.use(
    http.get('*/api/auth/session', () =>
      new Promise<Response>((resolve) =>
        driver.sessionCheck.waiting.push({ variables: {}, answer: (outcome) => resolve(HttpResponse.json(sessionOf(outcome.ok ? (outcome.body as typeof demoUser | null) : null))) }),
      ),
    ),
    http.post('*/api/auth/sign-out', () => HttpResponse.json(sessionOf(null))),
    graphql.query('AccountCookieConsent', hold(driver.fetches, (outcome) => (outcome.ok ? HttpResponse.json({ data: { cookieConsent: outcome.body as string | null } }) : graphqlError('The server is busy.', 'INTERNAL')))),
    graphql.mutation('SetCookieConsent', hold(driver.saves, (outcome) => (outcome.ok ? HttpResponse.json({ data: { setCookieConsent: String(outcome.body) } }) : graphqlError('The server is busy.', 'INTERNAL')))),
  );
  render(
    <MemoryRouter>
      <SessionProvider>
        <ConsentProvider clock={driver.clock}>
          <SessionProbe driver={driver} />
          <h1>A page of the portal</h1>
        </ConsentProvider>
      </SessionProvider>
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
}

const bar = () => screen.findByRole('dialog', { name: COOKIE_BAR_TITLE });
const button = (name: string) => within(screen.getByRole('dialog', { name: COOKIE_BAR_TITLE })).getByRole('button', { name });

async function expectCookieMatches(snapshot: ConsentSnapshot): Promise<void> {
  await waitFor(() => expect(readConsentCookie()).toEqual(snapshot.context.consent));
}

async function expectNoBar(snapshot: ConsentSnapshot): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: COOKIE_BAR_TITLE })).not.toBeInTheDocument());
  await expectCookieMatches(snapshot);
}

async function expectNothingSent(driver: ConsentDriver): Promise<void> {
  await waitFor(() => expect(driver.fetches.waiting.length + driver.saves.waiting.length).toBe(0));
}

function sessionState(driver: ConsentDriver): string {
  const value = driver.session?.getSnapshot().value as { account?: string } | undefined;
  return value?.account ?? 'checking';
}

export const cookieConsentViewModel: ViewModel<typeof cookieConsentMachine, ConsentDriver> = {
  machine: cookieConsentMachine,
  input: { consent: null },
  eventCases: {
    'consent.setFunctional': [{ functional: true }, { functional: false }],
    'xstate.done.actor.fetchAccountConsent': [
      { $name: 'account has a choice', output: ALL_CONSENT },
      { $name: 'account has none', output: null },
    ],
    'xstate.error.actor.fetchAccountConsent': [{ error: new Error('The server is busy.') }],
    'xstate.error.actor.saveAccountConsent': [{ error: new Error('The server is busy.') }],
  },
  createDriver: () => ({ clock: new SimulatedClock(), user: userEvent.setup(), sessionCheck: new Held(), fetches: new Held(), saves: new Held(), session: null }),
  states: {
    'bar.hidden': (_driver, snapshot) => expectNoBar(snapshot),
    // The clock has not moved: the bar is not there yet.
    'bar.waiting': (_driver, snapshot) => expectNoBar(snapshot),
    'bar.open.collapsed': async () => {
      const dialog = await bar();
      for (const name of ['Accept all', 'Manage my choices', 'Accept necessary', 'Close']) expect(within(dialog).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Accept selected' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: /Read about every cookie we use/ })).toHaveAttribute('target', '_blank');
    },
    'bar.open.expanded': async (_driver, snapshot) => {
      const dialog = await bar();
      const essential = within(dialog).getByRole('checkbox', { name: /^Essential/ });
      expect(essential).toBeChecked();
      expect(essential).toBeDisabled();
      const functional = within(dialog).getByRole('checkbox', { name: /^Marketing\/third party/ });
      await waitFor(() => expect((functional as HTMLInputElement).checked).toBe(snapshot.context.functional));
      expect(within(dialog).getByRole('button', { name: 'Accept selected' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Accept necessary' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Manage my choices' })).not.toBeInTheDocument();
    },
    'account.unknown': async (driver) => {
      await waitFor(() => expect(driver.sessionCheck.waiting).toHaveLength(1));
    },
    'account.signedOut': async (driver) => {
      await waitFor(() => expect(sessionState(driver)).toBe('signedOut'));
      await expectNothingSent(driver);
    },
    // Eventless: the machine passes straight through it to fetching or saving (see the coverage test).
    'account.signedIn.checking': async () => {
      throw new Error('account.signedIn.checking is transient and never shown');
    },
    'account.signedIn.fetching': async (driver) => {
      await waitFor(() => expect(driver.fetches.waiting).toHaveLength(1));
    },
    'account.signedIn.saving': async (driver, snapshot) => {
      await waitFor(() => expect(driver.saves.waiting.length).toBeGreaterThan(0));
      const latest = driver.saves.waiting.at(-1)?.variables.consent;
      expect(parseConsentJson(String(latest))).toEqual(snapshot.context.consent);
    },
    'account.signedIn.synced': async (driver, snapshot) => {
      await expectNothingSent(driver);
      await expectCookieMatches(snapshot);
    },
  },
  events: {
    [INIT_EVENT]: async (driver) => openApp(driver),
    'consent.signedOut': async (driver) => {
      if (driver.sessionCheck.waiting.length > 0) await driver.sessionCheck.answer({ ok: true, body: null });
      else await act(async () => driver.session?.send({ type: 'session.signOut' }));
      await waitFor(() => expect(sessionState(driver)).toBe('signedOut'));
      // What the signed-in account was still asking is answered to nobody: that actor has stopped.
      for (const held of [driver.fetches, driver.saves]) for (const request of held.waiting.splice(0)) request.answer({ ok: false });
    },
    'consent.signedIn': async (driver) => {
      if (driver.sessionCheck.waiting.length > 0) await driver.sessionCheck.answer({ ok: true, body: demoUser });
      else await act(async () => driver.session?.send({ type: 'session.signedIn', user: demoUser }));
      await waitFor(() => expect(sessionState(driver)).toBe('signedIn'));
    },
    'xstate.after.barDelay.cookieConsent.bar.waiting': async (driver) => {
      await act(async () => driver.clock.increment(CONSENT_BAR_DELAY_MS));
    },
    'consent.showBar': async () => {
      await act(async () => window.dispatchEvent(new CustomEvent(SHOW_COOKIE_BAR_EVENT)));
    },
    'consent.manageChoices': (driver) => driver.user.click(button('Manage my choices')),
    'consent.setFunctional': async (driver, event: EventObject) => {
      const checkbox = within(screen.getByRole('dialog', { name: COOKIE_BAR_TITLE })).getByRole('checkbox', { name: /^Marketing\/third party/ });
      // Setting the value it already has is nothing a user can do or needs to.
      if ((checkbox as HTMLInputElement).checked !== ('functional' in event && event.functional === true)) await driver.user.click(checkbox);
    },
    'consent.acceptAll': (driver) => driver.user.click(button('Accept all')),
    'consent.acceptSelected': (driver) => driver.user.click(button('Accept selected')),
    'consent.acceptNecessary': (driver) => driver.user.click(button('Accept necessary')),
    'consent.close': (driver) => driver.user.click(button('Close')),
    'xstate.done.actor.fetchAccountConsent': (driver, event) => {
      const output = 'output' in event ? (event.output as Consent | null) : null;
      return driver.fetches.answer({ ok: true, body: output ? consentJson(output) : null });
    },
    'xstate.error.actor.fetchAccountConsent': (driver) => driver.fetches.answer({ ok: false }),
    'xstate.done.actor.saveAccountConsent': (driver) => driver.saves.answer({ ok: true, body: driver.saves.waiting[0]?.variables.consent }),
    'xstate.error.actor.saveAccountConsent': (driver) => driver.saves.answer({ ok: false }),
  },
};
