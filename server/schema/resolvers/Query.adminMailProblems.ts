import { operatorOnly } from '../operator-guard';
import { listMailProblems, type MailProblem } from '../../admin/mail';
import type { QueryAdminMailProblemsArgs } from '../generated/resolvers-types';
import { adminCall } from './admin-orders';
import { presentMailMessage } from './admin-mail';

export const adminMailProblems = operatorOnly(async (args: Partial<QueryAdminMailProblemsArgs>, context) => {
  const problem = args.filter?.problem?.toLowerCase() as MailProblem | undefined;
  const page = await adminCall(() => listMailProblems(context.db, { problem, recipient: args.filter?.recipient }, args.page ?? 1));
  return { ...page, messages: page.messages.map(presentMailMessage) };
});
