/**
 * The checkout of one order (SPEC.md section 2): /checkout/:orderIdentifier?ref=&token=. The checkout machine
 * decides what is shown; this file wires it to the network and the browser and lays out the sections.
 */
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectionOptions } from '../../app/inspection';
import { REFRESHED_NOTICE } from '../../../machines/checkout';
import { CHECKOUT_SIGN_IN_PARAM, awaitsPackageChoice } from '../../../contracts/checkout';
import { BillingErrorSummary, BillingForm } from './BillingForm';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutSteps } from './CheckoutSteps';
import { createCheckoutLogic, type CheckoutLogic } from './checkoutLogic';
import type { CheckoutActorRef } from './checkoutActor';
import { OrderFetchStatus, selectHasOrder } from './OrderFetchStatus';
import { OrderStatusScreen, selectShowsDraft, selectStatusScreen, statusLead } from './OrderStatusScreens';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';
import { forgetKeptBilling, readKeptBilling } from './kept-billing';
import { measuringId, trackOrderFinished } from './track';
import { orderView } from './types';
import { useSignInToCheckout } from './useSignInToCheckout';
import { VoucherBox } from './VoucherBox';
import { useCheckoutWords } from './messages';
import './checkout.css';

export function CheckoutPage() {
  const { orderIdentifier = '' } = useParams();
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const token = params.get('token') ?? '';
  const signInEmail = params.get(CHECKOUT_SIGN_IN_PARAM);
  // Another order or query is another checkout: remounting gives the machine its new input.
  return <CheckoutScreen key={`${orderIdentifier}?${ref}&${token}`} orderIdentifier={orderIdentifier} ref={ref} token={token} signInEmail={signInEmail} />;
}

interface CheckoutScreenProps {
  orderIdentifier: string;
  ref: string;
  token: string;
  /** Signed out, open the sign-in with this e-mail (a renewal link's). */
  signInEmail: string | null;
}

function CheckoutScreen({ orderIdentifier, ref, token, signInEmail }: CheckoutScreenProps) {
  const [highlightedItem, setHighlightedItem] = useState<string | null>(null);
  const [logic] = useState<CheckoutLogic>(() => createCheckoutLogic({ setHighlightedItem, onOrderFinished: trackOrderFinished }));
  // The card payment names the order's website, which the order itself carries (Order.project).
  // The billing details typed before a stale-token reload, read once (forgotten once the page is shown again).
  const [kept] = useState(() => readKeptBilling(orderIdentifier));
  const actorRef = useActorRef(logic, { input: { orderIdentifier, project: '', ref, token, measuringId: measuringId(), kept }, ...inspectionOptions() });
  useEffect(() => forgetKeptBilling(), []);
  const hasOrder = useSelector(actorRef, selectHasOrder);
  const packageStep = useSelector(actorRef, (state) => (state.context.order && state.matches('ready') && awaitsPackageChoice(state.context.order) ? `/checkout/${encodeURIComponent(orderIdentifier)}/package` : null));
  const screen = useSelector(actorRef, selectStatusScreen);
  const showsDraft = useSelector(actorRef, selectShowsDraft);
  const order = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order) : null));
  const notice = useSelector(actorRef, (state) => state.context.notice);
  const heading = useSignInToCheckout(actorRef, signInEmail);
  const words = useCheckoutWords();
  const { t } = words;

  const lead = statusLead(words, screen ?? (showsDraft ? 'draft' : null), order, orderIdentifier);

  // A domain with a package starts at its package step: there is nothing to pay for before it.
  if (packageStep) return <Navigate to={packageStep} replace />;

  return (
    <div className="checkout">
      <title>{t('checkout.title')}</title>
      <CheckoutSteps actorRef={actorRef} />
      <h1 ref={heading} tabIndex={-1}>
        {t('checkout.title')}
      </h1>
      {lead !== null && <p className="checkout-draft">{lead}</p>}
      <p role="status" className="checkout-notice">
        {notice === REFRESHED_NOTICE ? t('checkout.notice.refreshed') : notice}
      </p>
      <OrderFetchStatus actorRef={actorRef} />
      {hasOrder && (screen ? <OrderStatusScreen actorRef={actorRef} screen={screen} /> : <CheckoutForm actorRef={actorRef} highlightedItem={highlightedItem} />)}
    </div>
  );
}

function CheckoutForm({ actorRef, highlightedItem }: { actorRef: CheckoutActorRef; highlightedItem: string | null }) {
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const isUpdating = useSelector(actorRef, (state) => state.matches('ready') && !state.matches({ ready: 'idle' }) && !state.hasTag('busy'));
  const { t, message } = useCheckoutWords();
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <div role="alert" className="checkout-error">
          {message(errorMessage)}
        </div>
        <BillingErrorSummary actorRef={actorRef} />
        <CheckoutItems actorRef={actorRef} highlightedItem={highlightedItem} />
        <BillingForm actorRef={actorRef} />
        <PaymentMethods actorRef={actorRef} />
      </div>
      <aside className="checkout-aside" aria-label={t('checkout.summaryLabel')}>
        <VoucherBox actorRef={actorRef} />
        <OrderSummary actorRef={actorRef} />
        <p role="status" className="checkout-updating">
          {isUpdating ? t('checkout.updating') : ''}
        </p>
      </aside>
    </div>
  );
}
