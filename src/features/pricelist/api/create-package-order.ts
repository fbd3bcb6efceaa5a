import type { PackageOrderInput, PackageOrderResult } from '../../../../machines/pricelist';
import { requestLazily } from '../../../app/api/lazy-graphql';

/** SPEC.md section 7: createPackageOrder; answers the checkout url of the new draft order. */
export async function createPackageOrder(input: PackageOrderInput, signal?: AbortSignal): Promise<PackageOrderResult> {
  return (await requestLazily(async () => (await import('./create-package-order.document')).CreatePackageOrderDocument, input, signal)).createPackageOrder;
}
