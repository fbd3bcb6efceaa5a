import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { PUBLISHABLE_KEY_INPUT } from '../card-payment/publishable-key';
import type { CheckoutActorRef } from './checkoutActor';
import { useCheckoutWords } from './messages';
import { paymentsView } from './types';

// Stripe.js and the card field load only when a shopper chooses the card.
const CardField = lazy(() => import('../card-payment/CardField').then((module) => ({ default: module.CardField })));

/** The payment methods as one radio group; the chosen one is the machine's, kept across order changes. */
export function PaymentMethods({ actorRef }: { actorRef: CheckoutActorRef }) {
  const methods = useSelector(actorRef, (state) => (state.context.payments ? paymentsView(state.context.payments).methods : []));
  const chosen = useSelector(actorRef, (state) => state.context.chosenMethod?.name ?? null);
  const paymentError = useSelector(actorRef, (state) => state.context.paymentError);
  const { t, message } = useCheckoutWords();
  const card = methods.find((method) => method.name === chosen && method.type === 'stripe');
  const publishableKey = card?.inputs.find((input) => input.name === PUBLISHABLE_KEY_INPUT)?.value;
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading">{t('checkout.payment.heading')}</h2>
      <RadioGroup className="payment-methods" value={chosen} onChange={(name) => actorRef.send({ type: 'payment.choose', name })} isInvalid={paymentError !== null}>
        <Label className="variants-label">{t('checkout.payment.method')}</Label>
        {methods.map((method) => (
          <Radio key={method.name} value={method.name} className="payment-method" id={method.elementId}>
            {method.icon && <img src={method.icon} alt="" width={32} height={20} />}
            <span className="payment-method-title">{method.title}</span>
            {method.name === chosen && method.infoboxText && <span className="payment-method-info">{method.infoboxText}</span>}
          </Radio>
        ))}
      </RadioGroup>
      {publishableKey ? (
        <Suspense fallback={<p role="status">{t('checkout.payment.loadingCard')}</p>}>
          {/* The card's messages, the server's secure payment errors included, are shown on the card field. */}
          <CardField publishableKey={publishableKey} error={message(paymentError)} />
        </Suspense>
      ) : (
        <p role="alert" className="field-error">
          {message(paymentError)}
        </p>
      )}
    </section>
  );
}
