import { PROJECT_NAME_PATTERN } from '../../../contracts/pricelist';
import { WebsiteNameTakenError, createWebsite as insertWebsite } from '../../websites/repository';
import type { MutationResolvers } from '../generated/resolvers-types';
import { fail, requireUser } from './guard';
import { toWebsite } from './website';

export const WEBSITE_NAME_MIN_LENGTH = 3;
export const INVALID_WEBSITE_NAME_MESSAGE =
  'Use 3 to 63 lowercase letters, digits and hyphens, starting and ending with a letter or digit.';
export const WEBSITE_NAME_TAKEN_MESSAGE = 'This name is taken. Try another one.';

export const createWebsite: MutationResolvers['createWebsite'] = async (_parent, { name }, context) => {
  const user = await requireUser(context);
  if (name.length < WEBSITE_NAME_MIN_LENGTH || !PROJECT_NAME_PATTERN.test(name)) fail('INVALID_WEBSITE_NAME', INVALID_WEBSITE_NAME_MESSAGE);
  try {
    return toWebsite(await insertWebsite(context.db, user.id, name, context.auth.now()));
  } catch (error) {
    if (error instanceof WebsiteNameTakenError) fail('WEBSITE_NAME_TAKEN', WEBSITE_NAME_TAKEN_MESSAGE);
    throw error;
  }
};
