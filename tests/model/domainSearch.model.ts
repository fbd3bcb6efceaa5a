/**
 * What the domainSearch paths are generated from, for its two shoppers: a visitor who is not signed in (typing,
 * the name's rules, the search and its failures, choosing, being asked to sign in) and a signed-in shopper who
 * searches moving-house.com and transfers it with its auth code for a website, meeting every answer to the order. Together their paths reach every state and transition. The replay against the page is
 * domainSearch.view.tsx's.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import { AUTH_CODE_PATTERN, checkDomainName } from '../../contracts/domains';
import { domainSearchMachine, type DomainOrderResult } from '../../machines/domainSearch';
import { availableResult, transferableResult } from '../fixtures/domains';
import type { PathModel } from './harness';

type DomainSearchSnapshot = SnapshotFrom<typeof domainSearchMachine>;
type DomainSearchPathModel = Omit<PathModel<typeof domainSearchMachine>, 'input'>;

export const SEARCH_DONE = 'xstate.done.actor.searchDomains';
export const SEARCH_ERROR = 'xstate.error.actor.searchDomains';
export const ORDER_DONE = 'xstate.done.actor.createDomainOrder';
export const ORDER_ERROR = 'xstate.error.actor.createDomainOrder';

export const NEXT_STEP: DomainOrderResult = { orderIdentifier: 'ORD-9', nextUrl: '/checkout/ORD-9/package' };
export const WEBSITE = 'demo-blog';
export const GOOD_AUTH_CODE = 'MOVE-2026-OK';
export const NAME_REJECTED = 'We do not sell .xyz names';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * What tells the machine's states apart for its guards: whether the name and the code pass, what is chosen and for
 * which website. The flow is left out: it only adds the same paths again with four tabs instead of three.
 */
function serializeContext(context: DomainSearchSnapshot['context']) {
  return {
    validName: checkDomainName(context.name).ok,
    result: context.result?.exact.domain ?? null,
    chosen: context.chosen?.action ?? null,
    validCode: AUTH_CODE_PATTERN.test(context.authCode),
    project: context.project,
  };
}

/** The flow is chosen before any results (the radios work later too; once is enough for the paths). */
function beforeResults(snapshot: DomainSearchSnapshot, event: EventObject): boolean {
  return event.type !== 'domains.chooseFlow' || (snapshot.context.result === null && snapshot.context.flow === 'domain');
}

export const visitorPaths: DomainSearchPathModel = {
  machine: domainSearchMachine,
  serializeContext,
  eventCases: {
    'domains.type': [
      { $name: 'invalid', name: 'my_bakery.com' },
      { $name: 'valid', name: 'my-bakery.com' },
    ],
    [SEARCH_DONE]: [{ output: availableResult }],
    [SEARCH_ERROR]: [
      { $name: 'name rejected', error: coded(NAME_REJECTED, 'TLD_NOT_OFFERED') },
      { $name: 'network failure', error: new Error('Failed to fetch') },
    ],
    'domains.choose': [{ domain: 'my-bakery.com', action: 'register' }],
    'domains.continue': [{ signedIn: false }],
    'domains.chooseFlow': [{ flow: 'package' }],
  },
  filterEvents: (snapshot, event) => {
    // A visitor has no websites to choose and, having chosen a name to register, no auth code to type.
    if (event.type === 'domains.chooseWebsite' || event.type === 'domains.typeAuthCode') return false;
    // Typing another name: before a search, after a rule was broken, a search failed, or among the results.
    if (event.type === 'domains.type') return ['idle', 'invalidName', 'searchFailed', 'results.browsing'].some((state) => snapshot.matches(state as never));
    return beforeResults(snapshot, event);
  },
};

export const shopperPaths: DomainSearchPathModel = {
  machine: domainSearchMachine,
  serializeContext,
  eventCases: {
    'domains.type': [{ name: 'moving-house.com' }],
    [SEARCH_DONE]: [{ output: transferableResult }],
    'domains.choose': [{ domain: 'moving-house.com', action: 'transfer' }],
    'domains.typeAuthCode': [{ authCode: GOOD_AUTH_CODE }],
    'domains.chooseWebsite': [{ project: WEBSITE }],
    'domains.chooseFlow': [{ flow: 'package' }],
    'domains.continue': [{ signedIn: true }],
    [ORDER_DONE]: [{ output: NEXT_STEP }],
    [ORDER_ERROR]: [
      { $name: 'taken meanwhile', error: coded('Someone has just registered moving-house.com', 'DOMAIN_TAKEN') },
      { $name: 'wrong auth code', error: coded('The auth code does not match moving-house.com', 'INVALID_AUTH_CODE') },
      { $name: 'session ended', error: coded('Please sign in again', 'UNAUTHENTICATED') },
      { $name: 'website gone', error: coded('There is no website by this name in your account.', 'PROJECT_NOT_FOUND') },
    ],
  },
  filterEvents: (snapshot, event) => {
    // The visitor's paths try names and failing searches; this shopper types one name, searches it and goes on.
    if (event.type === 'domains.type') return snapshot.matches('idle') && snapshot.context.name === '';
    if (event.type === 'domains.search') return snapshot.matches('idle') && snapshot.context.name !== '';
    if (event.type === 'domains.retry' || event.type === SEARCH_ERROR) return false;
    // The website is chosen in the chosen offer's form, the flow before results.
    if (event.type === 'domains.chooseWebsite') return snapshot.matches({ results: 'chosen' });
    return beforeResults(snapshot, event);
  },
};
