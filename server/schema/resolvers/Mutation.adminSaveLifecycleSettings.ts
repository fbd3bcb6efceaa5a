import { operatorOnly } from '../operator-guard';
import { readLifecycle, saveLifecycleSettings } from '../../admin/lifecycle';
import type { MutationAdminSaveLifecycleSettingsArgs } from '../generated/resolvers-types';
import { editCall } from './admin-catalogue';
import { presentLifecycle } from './admin-services';

export const adminSaveLifecycleSettings = operatorOnly(async ({ input }: MutationAdminSaveLifecycleSettingsArgs, context, operator) => {
  await editCall(() => saveLifecycleSettings(context.db, operator.id, input, context.auth.now()));
  return presentLifecycle(await readLifecycle(context.db));
});
