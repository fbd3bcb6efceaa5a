import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminOrderQuery } from '../../../../graphql/graphql';

const AdminOrderDocument = graphql(`
  query AdminOrder($identifier: String!) {
    adminOrder(identifier: $identifier) {
      identifier
      status
      createdAt
      finishedAt
      paidAt
      payBy
      expired
      customerEmail
      websiteName
      paymentMethod
      billing {
        name
        label
        value
      }
      pricingStored
      lines {
        description
        period
        net {
          formatted
        }
      }
      vatRateBasisPoints
      reverseCharge
      net {
        formatted
      }
      vat {
        formatted
      }
      total {
        formatted
      }
      payments {
        id
        provider
        amount {
          formatted
        }
        status
        createdAt
        updatedAt
      }
      invoice {
        number
        downloadUrl
      }
      history {
        at
        summary
        actorKind
        actorEmail
        reason
        before
        after
      }
    }
  }
`);

export type AdminOrderView = AdminOrderQuery['adminOrder'];

/** Any account's order with its payments, invoice and history. */
export async function fetchAdminOrder(identifier: string, signal?: AbortSignal): Promise<AdminOrderView> {
  return (await requestGraphQL(AdminOrderDocument, { identifier }, signal)).adminOrder;
}
