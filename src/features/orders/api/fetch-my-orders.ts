import { isClosedOrder } from '../../../../contracts/checkout';
import type { ListedOrder } from '../../../../machines/myOrders';
import { requestGraphQL } from '../../../app/api/graphql-client';
import { graphql } from '../../../graphql';

const MyOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
      identifier
      status
      title
      project
      priceFormatted
      paymentMethodTitle
      paymentMethodCode
      chargedCard {
        brand
        last4
      }
      createdAt
      payBy
      expired
      domainNames
      paymentSuccessUrl
      invoice {
        downloadUrl
      }
      creditNotes {
        number
        totalFormatted
        downloadUrl
      }
      paymentInstructions {
        variableSymbol
      }
    }
  }
`);

/** The signed-in account's orders, newest first, as My orders lists them. */
export async function fetchMyOrders(signal?: AbortSignal): Promise<ListedOrder[]> {
  const { myOrders } = await requestGraphQL(MyOrdersDocument, {}, signal);
  // A bank transfer's instructions are on the order's success page, while it can still be paid (as on the checkout).
  return myOrders.map(({ paymentInstructions, paymentSuccessUrl, invoice, payBy, ...order }) => ({
    ...order,
    payBy: payBy ?? null,
    howToPayUrl: paymentInstructions && !isClosedOrder(order) ? paymentSuccessUrl : null,
    invoiceUrl: invoice?.downloadUrl ?? null,
  }));
}
