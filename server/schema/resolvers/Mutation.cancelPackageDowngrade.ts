import { DowngradeError } from '../../domain/package-downgrade';
import { cancelDowngrade } from '../../renewals/downgrade';
import type { MutationResolvers } from '../generated/resolvers-types';
import { codedCall, requireUser } from './guard';

export const cancelPackageDowngrade: MutationResolvers['cancelPackageDowngrade'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  await codedCall([DowngradeError], () => cancelDowngrade(context.db, { accountId: user.id, website: args.projectName }, context.auth.now()));
  return true;
};
