/**
 * What a service sold for a period (a package, add-on, plugin or private registration on a website, or a domain)
 * goes through as its paid period runs out: the billing policy as a diagram. The daily job looks at each service
 * (`service.dayPassed` with the moment it runs as of); a paid renewal, an operator's extension or an operator's end
 * move it at any time. One look moves one step: the job looks again until nothing changes, so a service not looked
 * at for months still walks every step, each recorded.
 *
 * Hosting (a website's package, add-ons and plugins): active -> expiring (the renewal window, 30 days before
 * `paidUntil` by default) -> grace at `paidUntil` (the website runs the free version, its content kept) -> expired
 * after the grace days (90: the website is archived). Renewing while active or expiring extends from the old date;
 * renewing in grace restores the package from the payment day.
 * A domain: active -> expiring -> grace at `paidUntil` (30 days: renewal at the normal price) -> redemption (30
 * days: restoring costs the TLD's restoration fee) -> released to the registry. A domain's renewal always runs
 * from its old expiry date, as registries count it. A domain's private registration is a property of the domain: it
 * runs until the domain's date and walks the domain's branch, so the same looks and the same renewal leave it with
 * the domain's status and date. A private registration not renewed while its domain is (switched off in the domain's
 * renewal checkout: `service.dropped`) simply ends at its `paidUntil`: released that day, with no grace and no
 * redemption, since nothing of it can be restored (the domain's registrant data are public from then).
 * Pure logic: the caller stores the state's name as the service's status and does what each step asks (e-mail,
 * switching the website to the free version); machines/ knows nothing of the database.
 */
import { assign, setup, transition } from 'xstate';
import { addDays, addMonths } from '../contracts/calendar';
import { runsByDomainDates, type ServiceKindName } from '../contracts/services';

/** The policy's days; the defaults are the trade's, and the operator can change them. */
export interface ServiceLifecycleSettings {
  /** How long before `paidUntil` the renewal window opens (the renewal order, the first reminder). */
  renewalLeadDays: number;
  /** How long a lapsed website keeps its content on the free version before it is archived. */
  hostingGraceDays: number;
  /** How long after expiry a domain renews at the normal price. */
  domainGraceDays: number;
  /** How long after the grace a domain can be restored for the restoration fee before it is released. */
  redemptionDays: number;
}

export const DEFAULT_SERVICE_LIFECYCLE_SETTINGS: ServiceLifecycleSettings = { renewalLeadDays: 30, hostingGraceDays: 90, domainGraceDays: 30, redemptionDays: 30 };

export type ServiceKind = ServiceKindName;

/** Every status a service row can have: the machine's atomic states, by their own name. */
export const SERVICE_STATUSES = ['active', 'expiring', 'grace', 'expired', 'redemption', 'released'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface ServiceLifecycleInput {
  kind: ServiceKind;
  /** ISO 8601: the end of the paid period. */
  paidUntil: string;
  settings?: ServiceLifecycleSettings;
  /** A private registration whose domain was renewed without it: it ends at `paidUntil`. */
  dropped?: boolean;
}

export interface ServiceLifecycleContext {
  kind: ServiceKind;
  paidUntil: string;
  settings: ServiceLifecycleSettings;
  /** Not renewed (`service.dropped`): the period ends the service, with no grace. A renewal or an extension undoes it. */
  dropped: boolean;
}

export type ServiceLifecycleEvent =
  /** The daily job's look, as of `now` (ISO 8601). */
  | { type: 'service.dayPassed'; now: string }
  /** A renewal of `months` was paid at `now`. */
  | { type: 'service.renewed'; now: string; months: number }
  /** An operator moved the end of the paid period to `paidUntil` (later than `now`). */
  | { type: 'service.extended'; now: string; paidUntil: string }
  /** An operator ended the service now. */
  | { type: 'service.ended' }
  /** A private registration's domain was renewed without it (switched off in the renewal checkout): it is not renewed. */
  | { type: 'service.dropped' };

const at = (iso: string) => new Date(iso);
const nowOf = (event: ServiceLifecycleEvent) => ('now' in event ? at(event.now) : new Date(Number.NaN));
const daysAfterEnd = (context: ServiceLifecycleContext, days: number) => addDays(at(context.paidUntil), days);

/** The daily look: the renewal window opens, or the paid period ends. */
const RUNNING_LOOK = [
  { guard: 'periodEnded', target: 'grace' },
  { guard: 'renewalWindowOpen', target: 'expiring' },
] as const;
/** A private registration not renewed ends at the end of its period, with no grace: nothing of it is restorable. */
const NOT_RENEWED_ENDS = { guard: 'droppedAndPeriodEnded', target: 'released' } as const;
/** Its domain renewed without it while it runs: it runs on until its own date, then ends. */
const DROPPED_WHILE_RUNNING = { guard: 'isPrivateRegistration', actions: 'drop' } as const;
/** Its domain renewed without it after its date (in grace or redemption): it ends now. */
const DROPPED_AFTER_ITS_DATE = { guard: 'isPrivateRegistration', target: 'released', actions: 'drop' } as const;
/** An operator's extension to a later date, which makes the service run again. */
const EXTENDED = { guard: 'extendsIntoFuture', target: 'active', actions: 'extendTo' } as const;
/** A renewal paid while the old period runs (or, for a domain, at any time): it continues from the old date. */
const RENEWED_FROM_OLD_DATE = { target: 'active', actions: 'renewFromOldDate' } as const;

export const serviceLifecycleMachine = setup({
  types: {
    context: {} as ServiceLifecycleContext,
    events: {} as ServiceLifecycleEvent,
    input: {} as ServiceLifecycleInput,
  },
  guards: {
    runsByDomainDates: ({ context }) => runsByDomainDates(context.kind),
    isPrivateRegistration: ({ context }) => context.kind === 'private_registration',
    droppedAndPeriodEnded: ({ context, event }) => context.dropped && nowOf(event) >= at(context.paidUntil),
    renewalWindowOpen: ({ context, event }) => nowOf(event) >= daysAfterEnd(context, -context.settings.renewalLeadDays),
    periodEnded: ({ context, event }) => nowOf(event) >= at(context.paidUntil),
    hostingGraceOver: ({ context, event }) => nowOf(event) >= daysAfterEnd(context, context.settings.hostingGraceDays),
    domainGraceOver: ({ context, event }) => nowOf(event) >= daysAfterEnd(context, context.settings.domainGraceDays),
    redemptionOver: ({ context, event }) => nowOf(event) >= daysAfterEnd(context, context.settings.domainGraceDays + context.settings.redemptionDays),
    extendsIntoFuture: ({ event }) => event.type === 'service.extended' && at(event.paidUntil) > nowOf(event),
  },
  actions: {
    renewFromOldDate: assign(({ context, event }) => (event.type === 'service.renewed' ? { paidUntil: addMonths(at(context.paidUntil), event.months).toISOString(), dropped: false } : {})),
    renewFromToday: assign(({ event }) => (event.type === 'service.renewed' ? { paidUntil: addMonths(at(event.now), event.months).toISOString(), dropped: false } : {})),
    extendTo: assign(({ event }) => (event.type === 'service.extended' ? { paidUntil: at(event.paidUntil).toISOString(), dropped: false } : {})),
    drop: assign({ dropped: true }),
  },
}).createMachine({
  id: 'serviceLifecycle',
  context: ({ input }) => ({ kind: input.kind, paidUntil: at(input.paidUntil).toISOString(), settings: input.settings ?? DEFAULT_SERVICE_LIFECYCLE_SETTINGS, dropped: input.dropped ?? false }),
  initial: 'sorting',
  states: {
    sorting: {
      always: [{ guard: 'runsByDomainDates', target: 'domain' }, { target: 'hosting' }],
    },
    hosting: {
      initial: 'active',
      states: {
        active: {
          tags: ['running', 'renewable'],
          on: { 'service.dayPassed': RUNNING_LOOK, 'service.renewed': RENEWED_FROM_OLD_DATE, 'service.extended': EXTENDED, 'service.ended': 'expired' },
        },
        expiring: {
          tags: ['running', 'renewable', 'endingSoon'],
          on: { 'service.dayPassed': { guard: 'periodEnded', target: 'grace' }, 'service.renewed': RENEWED_FROM_OLD_DATE, 'service.extended': EXTENDED, 'service.ended': 'expired' },
        },
        grace: {
          // The website runs the free version; its content is kept until the grace is over.
          tags: ['renewable', 'endingSoon', 'freeVersion'],
          on: {
            'service.dayPassed': { guard: 'hostingGraceOver', target: 'expired' },
            'service.renewed': { target: 'active', actions: 'renewFromToday' },
            'service.extended': EXTENDED,
            'service.ended': 'expired',
          },
        },
        // Archived: nothing renews it; a new order starts a new service.
        expired: { type: 'final', tags: ['freeVersion'] },
      },
    },
    domain: {
      initial: 'active',
      states: {
        active: {
          tags: ['running', 'renewable'],
          on: {
            'service.dayPassed': [NOT_RENEWED_ENDS, ...RUNNING_LOOK],
            'service.renewed': RENEWED_FROM_OLD_DATE,
            'service.extended': EXTENDED,
            'service.ended': 'released',
            'service.dropped': DROPPED_WHILE_RUNNING,
          },
        },
        expiring: {
          tags: ['running', 'renewable', 'endingSoon'],
          on: {
            'service.dayPassed': [NOT_RENEWED_ENDS, { guard: 'periodEnded', target: 'grace' }],
            'service.renewed': RENEWED_FROM_OLD_DATE,
            'service.extended': EXTENDED,
            'service.ended': 'released',
            'service.dropped': DROPPED_WHILE_RUNNING,
          },
        },
        grace: {
          tags: ['renewable', 'endingSoon'],
          on: {
            'service.dayPassed': { guard: 'domainGraceOver', target: 'redemption' },
            'service.renewed': RENEWED_FROM_OLD_DATE,
            'service.extended': EXTENDED,
            'service.ended': 'released',
            'service.dropped': DROPPED_AFTER_ITS_DATE,
          },
        },
        redemption: {
          // Restoring costs the TLD's restoration fee (customerCareDomainRestoration) on top of the renewal.
          tags: ['renewable', 'endingSoon', 'restorationFee'],
          on: {
            'service.dayPassed': { guard: 'redemptionOver', target: 'released' },
            'service.renewed': RENEWED_FROM_OLD_DATE,
            'service.extended': EXTENDED,
            'service.ended': 'released',
            'service.dropped': DROPPED_AFTER_ITS_DATE,
          },
        },
        released: { type: 'final' },
      },
    },
  },
});

/** A service as stored: its kind, the end of its paid period and its status (a state's name). */
export interface StoredService {
  kind: ServiceKind;
  paidUntil: Date | string;
  status: ServiceStatus;
  /** Not renewed with its domain (`service.dropped`); false when not given. */
  dropped?: boolean;
}

/** What a look or a change left: the status to store, the new end of the period, whether it is dropped, and each status passed through. */
export interface ServiceOutcome {
  status: ServiceStatus;
  paidUntil: string;
  dropped: boolean;
  steps: ServiceStatus[];
}

/** The machine's snapshot of a stored service. */
export function restoreService(service: StoredService, settings: ServiceLifecycleSettings = DEFAULT_SERVICE_LIFECYCLE_SETTINGS) {
  const branch = runsByDomainDates(service.kind) ? 'domain' : 'hosting';
  return serviceLifecycleMachine.resolveState({ value: { [branch]: service.status }, context: { kind: service.kind, paidUntil: new Date(service.paidUntil).toISOString(), settings, dropped: service.dropped ?? false } });
}

type ServiceSnapshot = ReturnType<typeof restoreService>;
const statusOf = (snapshot: ServiceSnapshot) => Object.values(snapshot.value as Record<string, ServiceStatus>)[0] as ServiceStatus;

/**
 * Sends the event to the stored service: a look (`service.dayPassed`) is repeated until nothing changes, so every
 * step between the stored status and the one due at `now` is returned in order. A status the service cannot leave
 * by this event comes back unchanged, with no steps.
 */
export function moveService(service: StoredService, event: ServiceLifecycleEvent, settings?: ServiceLifecycleSettings): ServiceOutcome {
  let snapshot = restoreService(service, settings);
  const steps: ServiceStatus[] = [];
  for (let look = 0; look < SERVICE_STATUSES.length; look += 1) {
    const [next] = transition(serviceLifecycleMachine, snapshot, event);
    const moved = statusOf(next) !== statusOf(snapshot) || next.context.paidUntil !== snapshot.context.paidUntil || next.context.dropped !== snapshot.context.dropped;
    if (!moved) break;
    snapshot = next;
    steps.push(statusOf(next));
    if (event.type !== 'service.dayPassed') break;
  }
  return { status: statusOf(snapshot), paidUntil: snapshot.context.paidUntil, dropped: snapshot.context.dropped, steps };
}
