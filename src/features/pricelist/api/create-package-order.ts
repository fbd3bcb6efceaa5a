import type { PackageOrderInput, PackageOrderResult } from '../../../../machines/pricelist';

/** SPEC.md section 7: createPackageOrder; answers the checkout url of the new draft order. */
export async function createPackageOrder(input: PackageOrderInput, signal?: AbortSignal): Promise<PackageOrderResult> {
  // The client and the document (with the generated map of every document) load with the first call, not with
  // the first paint of the page.
  const [{ requestGraphQL }, { CreatePackageOrderDocument }] = await Promise.all([import('../../../app/api/graphql-client'), import('./create-package-order.document')]);
  return (await requestGraphQL(CreatePackageOrderDocument, input, signal)).createPackageOrder;
}
