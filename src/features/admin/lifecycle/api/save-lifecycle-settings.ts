import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminLifecycleSettingsInput } from '../../../../graphql/graphql';
import { withFieldErrors } from '../../catalogue/api/refusal';

const AdminSaveLifecycleSettingsDocument = graphql(`
  mutation AdminSaveLifecycleSettings($input: AdminLifecycleSettingsInput!) {
    adminSaveLifecycleSettings(input: $input) {
      updatedAt
    }
  }
`);

/** Stores the settings as typed; a refusal carries each wrong field's message. */
export async function saveLifecycleSettings(input: AdminLifecycleSettingsInput): Promise<void> {
  await withFieldErrors(() => requestGraphQL(AdminSaveLifecycleSettingsDocument, { input }));
}
