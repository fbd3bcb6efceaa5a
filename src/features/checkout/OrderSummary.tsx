import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import type { CheckoutActorRef } from './checkoutActor';
import { useCheckoutWords } from './messages';
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
  const { t, message, language } = useCheckoutWords();
  if (!order) return null;
  // The server writes the rate as a plain number ('8.1'); the page's language writes its decimal sign.
  const vatRate = Number.isNaN(Number(order.vatRate)) ? order.vatRate : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(order.vatRate));
  return (
    <section className="checkout-section checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading">{t('checkout.summary.heading')}</h2>
      <dl className="checkout-prices">
        <div>
          <dt>{t('checkout.summary.withoutVat')}</dt>
          <dd>{order.priceWithoutVat}</dd>
        </div>
        <div>
          <dt>{t('checkout.summary.vat', { rate: vatRate })}</dt>
          <dd>{order.vatAmount}</dd>
        </div>
        {order.originalPrice && (
          <div>
            <dt>{t('checkout.summary.beforeVoucher')}</dt>
            <dd>
              <s>{order.originalPrice}</s>
            </dd>
          </div>
        )}
        <div className="checkout-total">
          <dt>{t('checkout.summary.withVat')}</dt>
          <dd>{order.priceWithVat}</dd>
        </div>
      </dl>
      {order.reverseCharge && <p className="checkout-note">{t('checkout.summary.reverseCharge')}</p>}
      {action === 'finish' && (
        <Button className="checkout-finish" isPending={isBusy} onPress={() => actorRef.send({ type: 'order.finish' })}>
          {t(order.coveredByVoucher ? 'checkout.summary.finishOrder' : 'checkout.summary.finishAndPay')}
        </Button>
      )}
      {action === 'pay' && (
        <Button className="checkout-finish" isPending={isBusy} onPress={() => actorRef.send({ type: 'order.pay' })}>
          {t('checkout.summary.payNow')}
        </Button>
      )}
      {action !== null && (
        <div className="checkout-finish-refusal">
          <p role="alert" className="field-error">
            {message(finishError)}
          </p>
          {finishError && canReload && (
            <Button variant="outline" onPress={() => actorRef.send({ type: 'checkout.reload' })}>
              {t('checkout.summary.showAsNow')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
