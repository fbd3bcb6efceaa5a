import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ALL_CONSENT, CONSENT_BAR_DELAY_MS, MINIMAL_CONSENT, type Consent } from '../../contracts/consent';
import { cookieConsentMachine } from '../../machines/cookieConsent';

interface Options {
  cookie?: Consent | null;
  account?: Consent | null;
  failSave?: boolean;
}

/** The machine on a simulated clock, recording what it applies (cookie + Consent Mode), emits and saves. */
function startConsent({ cookie = null, account = null, failSave = false }: Options = {}) {
  const clock = new SimulatedClock();
  const applied: Consent[] = [];
  const saved: Consent[] = [];
  const given: Consent[] = [];
  const logic = cookieConsentMachine.provide({
    actors: {
      fetchAccountConsent: fromPromise(async () => account),
      saveAccountConsent: fromPromise(async ({ input }) => {
        if (failSave) throw new Error('offline');
        saved.push(input.consent);
      }),
    },
    actions: {
      applyConsent: ({ context }) => {
        if (context.consent) applied.push(context.consent);
      },
    },
  });
  const actor = createActor(logic, { clock, input: { consent: cookie } });
  actor.on('consent.given', (event) => given.push(event.consent));
  actor.start();
  return { actor, clock, applied, saved, given };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookieConsent machine', () => {
  it('opens the bar 100 ms after a signed-out visitor without a cookie is known, collapsed', () => {
    const { actor, clock } = startConsent();
    actor.send({ type: 'consent.signedOut' });
    clock.increment(CONSENT_BAR_DELAY_MS - 1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().matches({ bar: { open: 'collapsed' } })).toBe(true);
  });

  it('never opens by itself for a visitor with a consent cookie, nor for a signed-in user', () => {
    const returning = startConsent({ cookie: ALL_CONSENT });
    returning.actor.send({ type: 'consent.signedOut' });
    returning.clock.increment(10_000);
    expect(returning.actor.getSnapshot().hasTag('visible')).toBe(false);

    const member = startConsent();
    member.actor.send({ type: 'consent.signedIn' });
    member.clock.increment(10_000);
    expect(member.actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it.each([
    ['Accept all', [{ type: 'consent.acceptAll' }], ALL_CONSENT],
    ['Accept necessary', [{ type: 'consent.acceptNecessary' }], MINIMAL_CONSENT],
    ['closing', [{ type: 'consent.close' }], MINIMAL_CONSENT],
    ['Accept selected with Marketing/third party', [{ type: 'consent.manageChoices' }, { type: 'consent.setFunctional', functional: true }, { type: 'consent.acceptSelected' }], ALL_CONSENT],
    ['Accept selected without it', [{ type: 'consent.manageChoices' }, { type: 'consent.acceptSelected' }], MINIMAL_CONSENT],
    ['closing after ticking Marketing/third party', [{ type: 'consent.manageChoices' }, { type: 'consent.setFunctional', functional: true }, { type: 'consent.close' }], MINIMAL_CONSENT],
  ] as const)('%s stores, applies and records exactly that choice, and closes the bar', (_name, events, expected) => {
    const { actor, clock, applied, given } = startConsent();
    actor.send({ type: 'consent.signedOut' });
    clock.increment(CONSENT_BAR_DELAY_MS);
    for (const event of events) actor.send(event);
    expect(actor.getSnapshot().context.consent).toEqual(expected);
    expect(applied).toEqual([expected]);
    expect(given).toEqual([expected]);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('offers Accept necessary only collapsed and Accept selected only expanded', () => {
    const { actor, clock } = startConsent();
    actor.send({ type: 'consent.signedOut' });
    clock.increment(CONSENT_BAR_DELAY_MS);
    expect(actor.getSnapshot().can({ type: 'consent.acceptNecessary' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'consent.acceptSelected' })).toBe(false);
    actor.send({ type: 'consent.manageChoices' });
    expect(actor.getSnapshot().can({ type: 'consent.acceptNecessary' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'consent.acceptSelected' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'consent.manageChoices' })).toBe(false);
  });

  it('reopens on showCookieBar with the stored choice ticked', () => {
    const { actor } = startConsent({ cookie: ALL_CONSENT });
    actor.send({ type: 'consent.signedOut' });
    actor.send({ type: 'consent.showBar' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context.functional).toBe(true);
  });

  it('sends the cookie choice of a signed-in user to the account', async () => {
    const { actor, saved, applied } = startConsent({ cookie: ALL_CONSENT, account: MINIMAL_CONSENT });
    actor.send({ type: 'consent.signedIn' });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    expect(saved).toEqual([ALL_CONSENT]);
    expect(applied).toEqual([]);
  });

  it("applies the account's choice on a device without a cookie", async () => {
    const { actor, saved, applied } = startConsent({ account: ALL_CONSENT });
    actor.send({ type: 'consent.signedIn' });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    expect(actor.getSnapshot().context.consent).toEqual(ALL_CONSENT);
    expect(applied).toEqual([ALL_CONSENT]);
    expect(saved).toEqual([]);
  });

  it('stores the minimal set on the account and the device when neither has a choice', async () => {
    const { actor, saved, applied, given } = startConsent();
    actor.send({ type: 'consent.signedIn' });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    expect(saved).toEqual([MINIMAL_CONSENT]);
    expect(applied).toEqual([MINIMAL_CONSENT]);
    // Not the visitor's choice: nothing is recorded as given.
    expect(given).toEqual([]);
  });

  it('sends a signed-in user\'s new choice from the reopened bar to the account', async () => {
    const { actor, saved } = startConsent({ cookie: MINIMAL_CONSENT });
    actor.send({ type: 'consent.signedIn' });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    actor.send({ type: 'consent.showBar' });
    actor.send({ type: 'consent.acceptAll' });
    await settle();
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    expect(saved).toEqual([MINIMAL_CONSENT, ALL_CONSENT]);
  });

  it('logs a failed sync and keeps the choice on the device', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor } = startConsent({ cookie: ALL_CONSENT, failSave: true });
    actor.send({ type: 'consent.signedIn' });
    await waitFor(actor, (s) => s.matches({ account: { signedIn: 'synced' } }));
    expect(error).toHaveBeenCalledWith('Cookie consent could not be synced with the account', expect.any(Error));
    expect(actor.getSnapshot().context.consent).toEqual(ALL_CONSENT);
  });
});
