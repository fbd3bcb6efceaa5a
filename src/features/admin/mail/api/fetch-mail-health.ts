import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminMailHealthQuery } from '../../../../graphql/graphql';

const AdminMailHealthDocument = graphql(`
  query AdminMailHealth {
    adminMailHealth {
      failing
      failed
      delayed
    }
  }
`);

export type MailHealth = AdminMailHealthQuery['adminMailHealth'];

/** Whether e-mail delivery is failing (docs/admin.md, "E-mail"), with how many messages failed and are delayed. */
export async function fetchMailHealth(signal?: AbortSignal): Promise<MailHealth> {
  const { adminMailHealth } = await requestGraphQL(AdminMailHealthDocument, {}, signal);
  return adminMailHealth;
}
