import { DowngradeError } from '../../domain/package-downgrade';
import { chooseDowngrade } from '../../renewals/downgrade';
import type { MutationResolvers } from '../generated/resolvers-types';
import { codedCall, requireUser } from './guard';
import { nextPackageOf } from './package-downgrade';

export const choosePackageDowngrade: MutationResolvers['choosePackageDowngrade'] = async (_parent, args, context) => {
  const user = await requireUser(context);
  const chosen = await codedCall([DowngradeError], () => chooseDowngrade(context.db, { accountId: user.id, website: args.projectName, packageIdentifier: args.packageIdentifier }, context.auth.now()));
  return nextPackageOf({ ...chosen, paid: false });
};
