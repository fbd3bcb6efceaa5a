import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import type { CheckoutActorRef } from './checkoutActor';
import { orderView } from './types';

/** Prices as the server formats them for the visitor's language, and the finish button. */
export function OrderSummary({ actorRef }: { actorRef: CheckoutActorRef }) {
  const order = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order) : null));
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  if (!order) return null;
  return (
    <section className="checkout-section checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">Total</h2>
      <dl className="checkout-prices">
        <div>
          <dt>Price without VAT</dt>
          <dd>{order.priceWithoutVat}</dd>
        </div>
        <div>
          <dt>VAT {order.vatRate} %</dt>
          <dd>{order.vatAmount}</dd>
        </div>
        {order.originalPrice && (
          <div>
            <dt>Before the voucher</dt>
            <dd>
              <s>{order.originalPrice}</s>
            </dd>
          </div>
        )}
        <div className="checkout-total">
          <dt>Price with VAT</dt>
          <dd>{order.priceWithVat}</dd>
        </div>
      </dl>
      {order.reverseCharge && <p className="checkout-note">Reverse charge: the VAT is paid by you as the customer, under the VAT law of your country.</p>}
      <Button className="checkout-finish" isPending={isBusy} onPress={() => actorRef.send({ type: 'order.finish' })}>
        {order.coveredByVoucher ? 'Finish order' : 'Finish and pay'}
      </Button>
    </section>
  );
}
