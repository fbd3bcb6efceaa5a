import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminLifecycleQuery } from '../../../../graphql/graphql';

const AdminLifecycleDocument = graphql(`
  query AdminLifecycle {
    adminLifecycle {
      updatedAt
      updatedBy
      settings {
        renewalLeadDays
        hostingGraceDays
        domainGraceDays
        redemptionDays
        hostingReminderDays
        domainReminderDays
        archiveNoticeDays
        draftRetentionDays
      }
      runs {
        id
        asOf
        startedAt
        finishedAt
        outcome
        counts {
          name
          count
        }
        error
      }
    }
  }
`);

export type AdminLifecycle = AdminLifecycleQuery['adminLifecycle'];
export type AdminLifecycleRun = AdminLifecycle['runs'][number];

/** The lifecycle's settings and the daily job's latest runs, newest first. */
export async function fetchLifecycle(): Promise<AdminLifecycle> {
  return (await requestGraphQL(AdminLifecycleDocument, {})).adminLifecycle;
}
