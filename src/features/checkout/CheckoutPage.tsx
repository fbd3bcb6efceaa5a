import { useParams } from 'react-router';

/**
 * A placeholder until the checkout issue: the package order is created as a draft (createPackageOrder), and
 * this page says so honestly instead of pretending to take a payment.
 */
export function CheckoutPage() {
  const { orderIdentifier } = useParams();
  return (
    <div className="checkout-placeholder">
      <title>Checkout</title>
      <h1>Checkout</h1>
      <p>Your order {orderIdentifier} is saved as a draft.</p>
      <p>Choosing the billing period and paying opens in the next step, which is not available yet.</p>
    </div>
  );
}
