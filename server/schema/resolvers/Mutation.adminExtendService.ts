import { operatorOnly } from '../operator-guard';
import { changeServiceByOperator } from '../../admin/services';
import type { MutationAdminExtendServiceArgs } from '../generated/resolvers-types';
import { editCall } from './admin-catalogue';
import { presentService } from './admin-services';

export const adminExtendService = operatorOnly(async ({ input }: MutationAdminExtendServiceArgs, context, operator) =>
  presentService(await editCall(() => changeServiceByOperator(context.db, operator.id, 'extend', input, context.auth.now()))),
);
