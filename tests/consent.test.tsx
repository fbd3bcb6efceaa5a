/** The cookie bar, the tracking it unlocks, the disclosure and events pages, in jsdom with MSW as the server. */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_CONSENT, MINIMAL_CONSENT } from '../contracts/consent';
import type { CollectedEvent, RecordedEvent } from '../contracts/tracking';
import { readConsentCookie } from '../src/features/consent/consentCookie';
import { ANONYMOUS_ID_KEY } from '../src/features/tracking/collector';
import { renderApp } from './fixtures/app';
import { answerPricelist, server, useMockServer } from './msw/server';
import { demoUser, signedInAs } from './msw/accounts';

useMockServer();
afterEach(() => {
  window.dataLayer = [];
  delete window.trackerConfig;
});

const TITLE = 'This website uses cookies';

/** Every batch the collector receives, in arrival order. */
function recordEvents(): CollectedEvent[] {
  const received: CollectedEvent[] = [];
  server.use(
    http.post('*/api/events', async ({ request }) => {
      received.push(...((await request.json()) as { events: CollectedEvent[] }).events);
      return HttpResponse.json({ accepted: 1 }, { status: 202 });
    }),
  );
  return received;
}

const lastConsentSignal = () => Array.from((window.dataLayer?.at(-1) ?? []) as ArrayLike<unknown>);

describe('cookie bar', () => {
  it('opens for a new visitor; Accept all stores the cookie, updates Consent Mode and sends the queued events in order', async () => {
    window.trackerConfig = { userHash: 'hash-1' };
    answerPricelist();
    const received = recordEvents();
    const { user } = renderApp('/pricelist', { consent: null });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await screen.findByRole('list', { name: 'Packages', hidden: true });
    expect(received).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    expect(readConsentCookie()).toEqual(ALL_CONSENT);
    expect(lastConsentSignal()).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    await waitFor(() => expect(received.map((event) => event.name)).toEqual(['Page Viewed', 'Price List Viewed', 'Consent Given']));
    for (const event of received) {
      expect(event.userId).toBe('webnode_hash-1');
      expect(typeof event.properties.replayId).toBe('string');
    }
  });

  it('Accept necessary sends only the essential Consent Given, with no replay properties', async () => {
    answerPricelist();
    const received = recordEvents();
    const { user } = renderApp('/pricelist', { consent: null });
    await screen.findByRole('list', { name: 'Packages', hidden: true });
    await user.click(within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'Accept necessary' }));
    await waitFor(() => expect(received.map((event) => event.name)).toEqual(['Consent Given']));
    expect(received[0]).toMatchObject({ category: 'essential', userId: '', properties: { essential: true, functional: false } });
    expect(readConsentCookie()).toEqual(MINIMAL_CONSENT);
    expect(lastConsentSignal()).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });

  it('does not open for a signed-in user, whose empty account gets the minimal set', async () => {
    signedInAs(demoUser);
    answerPricelist();
    const saved: unknown[] = [];
    server.use(graphql.mutation('SetCookieConsent', ({ variables }) => {
      saved.push(variables.consent);
      return HttpResponse.json({ data: { setCookieConsent: String(variables.consent) } });
    }));
    renderApp('/pricelist', { consent: null });
    await waitFor(() => expect(saved).toEqual(['{"essential":true,"functional":false}']));
    expect(readConsentCookie()).toEqual(MINIMAL_CONSENT);
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });
});

describe('cookie disclosure page', () => {
  it('lists every cookie and storage key, and reopens the bar', async () => {
    const { user } = renderApp('/cookies', { consent: MINIMAL_CONSENT });
    await screen.findByRole('heading', { level: 1, name: 'Cookies and storage' });
    for (const name of ['portal_session', 'ac', 'portal_storage_backup', 'securityBackup', 'wnd_dvul', 'portal_anonymous_id', 'portal_analytics_session']) {
      expect(screen.getByRole('rowheader', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Change my cookie choice' }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});

describe('recent events page', () => {
  it("shows the viewer's own events the collector stored, newest first", async () => {
    const events: RecordedEvent[] = [
      { id: 'e2', name: 'Package Chosen', category: 'analytics', properties: { packageIdentifier: 'mini' }, userId: 'webnode_x', anonymousId: 'a', sessionId: null, occurredAt: '2026-03-02T09:00:01.000Z', receivedAt: '2026-03-02T09:00:02.000Z' },
      { id: 'e1', name: 'Consent Given', category: 'essential', properties: { essential: true, functional: true }, userId: '', anonymousId: 'a', sessionId: null, occurredAt: '2026-03-02T09:00:00.000Z', receivedAt: '2026-03-02T09:00:02.000Z' },
    ];
    const asked: string[] = [];
    server.use(
      http.get('*/api/events', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ events });
      }),
    );
    localStorage.setItem(ANONYMOUS_ID_KEY, 'this-browser');
    renderApp('/events', { consent: MINIMAL_CONSENT });
    const rows = await screen.findAllByRole('row');
    // Only the viewer's own events are asked for: this browser's stored visitor id (and the session's account).
    expect(asked).toEqual(['?anonymousId=this-browser']);
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Package Chosen', 'Consent Given']);
    expect(within(rows[2] as HTMLElement).getByText('anonymous')).toBeInTheDocument();
  });
});

// Last in the file: the signed-in app keeps syncing the consent to the account after the test has its answer.
describe('the tracked visitor id', () => {
  it("identifies a signed-in visitor by the account's hash from the session, not by a page global", async () => {
    window.trackerConfig = { userHash: 'page-global' };
    signedInAs({ ...demoUser, trackingHash: 'account-hash-1' });
    answerPricelist();
    const received = recordEvents();
    renderApp('/pricelist', { consent: ALL_CONSENT });
    await waitFor(() => expect(received.map((event) => event.name)).toContain('Price List Viewed'));
    await waitFor(() => expect(received.at(-1)?.userId).toBe('webnode_account-hash-1'));
    expect(received.filter((event) => event.name === 'Price List Viewed').map((event) => event.userId)).toEqual(['webnode_account-hash-1']);
  });
});
