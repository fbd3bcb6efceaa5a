import type { ListedService } from '../../../../machines/myServices';
import { getFragmentData, graphql, type FragmentType } from '../../../graphql';

/** What My services shows of a service; the list and the automatic-renewal switch answer it. */
export const ListedServiceFields = graphql(`
  fragment ListedServiceFields on Service {
    id
    kind
    name
    website
    status
    statusText
    paidUntil
    autoRenew
    renewPath
    notRenewed
    addons {
      identifier
      title
      addPath
    }
    nextPackage {
      identifier
      name
      startsAt
      warning
      paid
    }
    downgrades {
      identifier
      name
      warning
    }
    lastAutomaticCharge {
      outcome
      chargedAt
      card
      chargedCard {
        brand
        last4
      }
      nextTryOn
    }
  }
`);

const OUTCOMES = { RENEWED: 'renewed', CHARGED: 'charged', FAILED: 'failed', NEEDS_CONFIRMATION: 'needsConfirmation' } as const;

/** The schema's Service as My services lists it. */
export function readListedService(data: FragmentType<typeof ListedServiceFields>): ListedService {
  const service = getFragmentData(ListedServiceFields, data);
  return {
    ...service,
    kind: service.kind.toLowerCase() as ListedService['kind'],
    status: service.status.toLowerCase() as ListedService['status'],
    website: service.website ?? null,
    renewPath: service.renewPath ?? null,
    nextPackage: service.nextPackage ? { ...service.nextPackage, warning: service.nextPackage.warning ?? null } : null,
    downgrades: service.downgrades.map((option) => ({ ...option, warning: option.warning ?? null })),
    lastAutomaticCharge: service.lastAutomaticCharge
      ? { ...service.lastAutomaticCharge, outcome: OUTCOMES[service.lastAutomaticCharge.outcome], card: service.lastAutomaticCharge.card ?? null, chargedCard: service.lastAutomaticCharge.chargedCard ?? null, nextTryOn: service.lastAutomaticCharge.nextTryOn ?? null }
      : null,
  };
}
