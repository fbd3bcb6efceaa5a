import { createGraphQLError } from 'graphql-yoga';
import { CatalogueEditError } from '../../admin/catalogue-input';
import type { CatalogueChange } from '../../admin/catalogue';
import type { AdminVoucher as StoredVoucher } from '../../admin/vouchers';
import type { VoucherKind } from '../../db/schema';
import type { ActiveSession } from '../../auth/sessions';
import type { GraphQLContext } from '../context';
import type { AdminVoucher, AdminVoucherKind } from '../generated/resolvers-types';

/**
 * Runs a back-office catalogue change and answers a refusal as a GraphQL error with its code and field messages.
 * After a change this instance reads the catalogue version again at once; other instances at their next check.
 */
export async function catalogueChange<T>(context: GraphQLContext, operator: ActiveSession['user'], run: (change: CatalogueChange) => Promise<T>): Promise<T> {
  const result = await editCall(() => run({ db: context.db, operatorId: operator.id, now: context.auth.now() }));
  context.catalogueVersion.changed();
  return result;
}

/** Runs a back-office change; its refusal becomes a GraphQL error with its code and, when it names fields, their messages. */
export async function editCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CatalogueEditError) {
      throw createGraphQLError(error.message, { extensions: { code: error.code, ...(Object.keys(error.errors).length > 0 ? { errors: error.errors } : {}) } });
    }
    throw error;
  }
}

const KINDS: Record<VoucherKind, AdminVoucherKind> = { percent: 'PERCENT', fixed: 'FIXED', free_domain: 'FREE_DOMAIN' };

export function voucherKind(kind: AdminVoucherKind): VoucherKind {
  return kind === 'PERCENT' ? 'percent' : kind === 'FIXED' ? 'fixed' : 'free_domain';
}

export function presentVoucher(voucher: StoredVoucher): AdminVoucher {
  return { ...voucher, kind: KINDS[voucher.kind] };
}
