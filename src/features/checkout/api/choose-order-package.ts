import type { OrderChange } from '../../../../machines/checkout';
import { graphql } from '../../../graphql';
import type { OrderView } from '../types';
import { requestCheckout } from './checkout-request';
import { toOrderView } from './order-fields';

const ChooseOrderPackageDocument = graphql(`
  mutation ChooseOrderPackage($orderIdentifier: String!, $packageIdentifier: String!, $action: String!, $version: Int, $integrityToken: String!) {
    chooseOrderPackage(orderIdentifier: $orderIdentifier, packageIdentifier: $packageIdentifier, action: $action, version: $version, integrityToken: $integrityToken) {
      ...CheckoutOrderFields
    }
  }
`);

export interface PackageChoice extends OrderChange {
  packageIdentifier: string;
  action: string;
  version?: number;
}

/** The package of a domain-with-package order, as the price list's purchase link of the order's website names it. */
export async function chooseOrderPackage(input: PackageChoice): Promise<OrderView> {
  return toOrderView((await requestCheckout(ChooseOrderPackageDocument, input)).chooseOrderPackage);
}
