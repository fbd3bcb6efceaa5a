/**
 * The cardSetup machine's paths against its actor, with each call held until the path answers it and the waits on
 * XState's SimulatedClock: Add a card (the SetupIntent started, or refused), the card confirmed by Stripe.js or
 * declined, cancelled, and the saved cards read again every second until Stripe's webhook has recorded the new card
 * (saved, the page told) or for 30 s (pending). My services, which shows it, is driven in Chromium by
 * e2e/saved-cards.spec.ts. Read by cardSetup.test.ts.
 */
import { expect } from 'vitest';
import { createActor, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { CARD_CHECK_DELAY_MS, CARD_WAIT_LIMIT_MS, CONFIRM_SETUP_FAILED_MESSAGE, START_SETUP_FAILED_MESSAGE, cardSetupMachine, type CardSetupContext, type CardSetupSecret } from '../../machines/cardSetup';
import type { ListedCard } from '../../machines/myServices';
import { INIT_EVENT, type ViewModel } from './harness';
import { HeldActors, settle } from './held-actors';

interface CardSetupDriver {
  actor: AnyActorRef | null;
  held: HeldActors;
  clock: SimulatedClock;
  /** Simulated time since the page began waiting for the card. */
  waited: number;
  /** The cards the page was told of, each time it was. */
  told: ListedCard[][];
}

const OLD: ListedCard = { id: 'card-old', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2029, description: 'Mastercard ending 4444, expires 01/2029' };
const NEW: ListedCard = { id: 'card-new', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, description: 'Visa ending 4242, expires 12/2030' };
const SECRET: CardSetupSecret = { clientSecret: 'seti_1_secret_a', publishableKey: 'pk_test_1' };
const DECLINED = 'Your card was declined.';
const UNAVAILABLE = 'Stripe, our card payment provider, could not be reached. Nothing was changed; please try again.';
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const AFTER_LIMIT = 'xstate.after.cardWaitLimit.cardSetup.waiting';
const AFTER_CHECK = 'xstate.after.cardCheckDelay.cardSetup.waiting.pausing';

async function send(driver: CardSetupDriver, event: EventObject): Promise<void> {
  driver.actor?.send(event);
  await settle();
}

async function tick(driver: CardSetupDriver, ms: number): Promise<void> {
  driver.clock.increment(ms);
  driver.waited += ms;
  await settle();
}

export const cardSetupModel: ViewModel<typeof cardSetupMachine, CardSetupDriver> = {
  machine: cardSetupMachine,
  input: undefined,
  eventCases: {
    'card.add': [{ $name: 'one card listed', knownCardIds: [OLD.id] }],
    'xstate.done.actor.startCardSetup': [{ $name: 'started', output: SECRET }],
    'xstate.error.actor.startCardSetup': [
      { $name: 'Stripe unreachable', error: coded(UNAVAILABLE, 'PAYMENT_PROVIDER_UNAVAILABLE') },
      { $name: 'offline', error: new TypeError('Failed to fetch') },
    ],
    'xstate.done.actor.confirmCardSetup': [{ $name: 'confirmed', output: undefined }],
    'xstate.error.actor.confirmCardSetup': [{ $name: 'declined', error: coded(DECLINED, 'card_declined') }],
    'xstate.done.actor.fetchCards': [
      { $name: 'the new card listed', output: [NEW, OLD] },
      { $name: 'not yet', output: [OLD] },
    ],
    'xstate.error.actor.fetchCards': [{ $name: 'offline', error: new TypeError('Failed to fetch') }],
  },
  serializeContext: (context: CardSetupContext) => ({ saved: context.savedCard?.id ?? null, error: context.errorMessage, setup: context.setup !== null }),
  createDriver: () => ({ actor: null, held: new HeldActors(), clock: new SimulatedClock(), waited: 0, told: [] }),
  dispose: (driver) => driver.actor?.stop(),
  states: {
    idle: async (driver, snapshot) => {
      expect(driver.held.calls).toEqual([]);
      expect(snapshot.hasTag('form')).toBe(false);
    },
    starting: async (driver, snapshot) => {
      // (A read of the cards the 30 s limit cut short is left unanswered: its actor was stopped.)
      expect(driver.held.waiting('startCardSetup')).toBe(1);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context).toMatchObject({ knownCardIds: [OLD.id], errorMessage: null, savedCard: null });
    },
    startFailed: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect([UNAVAILABLE, START_SETUP_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
      expect(snapshot.hasTag('form')).toBe(false);
    },
    entering: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.hasTag('form')).toBe(true);
      expect(snapshot.context.setup).toEqual(SECRET);
    },
    confirming: async (driver, snapshot) => {
      expect(driver.held.input('confirmCardSetup')).toEqual({ clientSecret: SECRET.clientSecret });
      expect(snapshot.hasTag('form') && snapshot.hasTag('busy')).toBe(true);
    },
    refused: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      // Stripe's own words, at the field.
      expect([DECLINED, CONFIRM_SETUP_FAILED_MESSAGE]).toContain(snapshot.context.errorMessage);
      expect(snapshot.hasTag('form')).toBe(true);
    },
    'waiting.checking': async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual(['fetchCards']);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(driver.told).toEqual([]);
    },
    'waiting.pausing': async (driver) => {
      expect(driver.held.waitingNames()).toEqual([]);
      // One millisecond short of the delay nothing is read.
      const before = driver.held.calls.length;
      await tick(driver, CARD_CHECK_DELAY_MS - 1);
      expect(driver.held.calls).toHaveLength(before);
    },
    saved: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.savedCard).toEqual(NEW);
      expect(driver.told).toEqual([[NEW, OLD]]);
      // Saved is the end of the wait: no more reading however long the clock runs.
      const before = driver.held.calls.length;
      await tick(driver, CARD_WAIT_LIMIT_MS);
      expect(driver.held.calls).toHaveLength(before);
    },
    pending: async (driver, snapshot) => {
      expect(snapshot.hasTag('form')).toBe(false);
      expect(snapshot.context.savedCard).toBeNull();
      expect(driver.told).toEqual([]);
      const before = driver.held.calls.length;
      await tick(driver, CARD_WAIT_LIMIT_MS);
      expect(driver.held.calls).toHaveLength(before);
    },
    cancelled: async (driver, snapshot) => {
      expect(driver.held.waitingNames()).toEqual([]);
      expect(snapshot.context.setup).toBeNull();
      expect(snapshot.hasTag('form')).toBe(false);
    },
  },
  events: {
    [INIT_EVENT]: async (driver, _event, run) => {
      const logic = cardSetupMachine.provide({
        actors: {
          startCardSetup: driver.held.actor<CardSetupSecret, unknown>('startCardSetup'),
          confirmCardSetup: driver.held.actor<void, { clientSecret: string }>('confirmCardSetup'),
          fetchCards: driver.held.actor<ListedCard[], unknown>('fetchCards'),
        },
        actions: { tellCardsSaved: ({ context }) => void driver.told.push(context.cards) },
      });
      driver.actor = createActor(logic, { clock: driver.clock, inspect: run.inspect }).start();
      await settle();
    },
    'card.add': (driver, event) => send(driver, event),
    'card.submit': (driver, event) => send(driver, event),
    'card.cancel': (driver, event) => send(driver, event),
    'xstate.done.actor.startCardSetup': (driver) => driver.held.answer('startCardSetup', SECRET),
    'xstate.error.actor.startCardSetup': (driver, event) => driver.held.fail('startCardSetup', (event as EventObject & { error: unknown }).error),
    'xstate.done.actor.confirmCardSetup': async (driver) => {
      driver.waited = 0;
      await driver.held.answer('confirmCardSetup', undefined);
    },
    'xstate.error.actor.confirmCardSetup': (driver, event) => driver.held.fail('confirmCardSetup', (event as EventObject & { error: unknown }).error),
    'xstate.done.actor.fetchCards': (driver, event) => driver.held.answer('fetchCards', (event as EventObject & { output: unknown }).output),
    'xstate.error.actor.fetchCards': (driver, event) => driver.held.fail('fetchCards', (event as EventObject & { error: unknown }).error),
    // The pausing check moved the clock to a millisecond short of the delay.
    [AFTER_CHECK]: (driver) => tick(driver, 1),
    [AFTER_LIMIT]: (driver) => tick(driver, CARD_WAIT_LIMIT_MS - driver.waited),
  },
};
