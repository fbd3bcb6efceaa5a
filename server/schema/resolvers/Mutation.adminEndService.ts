import { operatorOnly } from '../operator-guard';
import { changeServiceByOperator } from '../../admin/services';
import type { MutationAdminEndServiceArgs } from '../generated/resolvers-types';
import { editCall } from './admin-catalogue';
import { presentService } from './admin-services';

export const adminEndService = operatorOnly(async ({ input }: MutationAdminEndServiceArgs, context, operator) =>
  presentService(await editCall(() => changeServiceByOperator(context.db, operator.id, 'end', input, context.auth.now()))),
);
