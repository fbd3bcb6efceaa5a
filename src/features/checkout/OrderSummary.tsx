import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import type { CheckoutActorRef } from './checkoutActor';
import { orderView } from './types';

/**
 * Prices as the server formats them for the visitor's language, and the button of the screen: Finish for a draft,
 * Pay now for an order awaiting an online payment, none for any other. Why it was refused is shown beside it.
 */
export function OrderSummary({ actorRef, action = 'finish' }: { actorRef: CheckoutActorRef; action?: 'finish' | 'pay' | null }) {
  const order = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order) : null));
  // Pending while finishing, and while a change pressed together with Finish is saved first.
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy') || state.context.finishRequested);
  const finishError = useSelector(actorRef, (state) => state.context.finishError);
  const canReload = useSelector(actorRef, (state) => state.matches({ ready: 'idle' }));
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
      {action === 'finish' && (
        <Button className="checkout-finish" isPending={isBusy} onPress={() => actorRef.send({ type: 'order.finish' })}>
          {order.coveredByVoucher ? 'Finish order' : 'Finish and pay'}
        </Button>
      )}
      {action === 'pay' && (
        <Button className="checkout-finish" isPending={isBusy} onPress={() => actorRef.send({ type: 'order.pay' })}>
          Pay now
        </Button>
      )}
      {action !== null && (
        <div className="checkout-finish-refusal">
          <p role="alert" className="field-error">
            {finishError}
          </p>
          {finishError && canReload && (
            <Button variant="outline" onPress={() => actorRef.send({ type: 'checkout.reload' })}>
              Show the order as it is now
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
