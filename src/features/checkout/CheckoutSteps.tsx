import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useT, type MessageId } from '../../i18n/i18n';
import { ProgressSteps } from '../../ui/ProgressSteps';
import { track } from '../tracking/tracker';
import type { CheckoutActorRef } from './checkoutActor';
import { orderView, type OrderType } from './types';

export const PAYMENT_STEP = 'Billing period & Payment';

/** SPEC.md section 2: the progress tabs of each order type; the checkout is always the last step. */
export const CHECKOUT_STEPS: Record<OrderType, readonly string[]> = {
  PACKAGE: ['Package selection', PAYMENT_STEP],
  DOMAIN: ['Domain name', 'Personal data', PAYMENT_STEP],
  DOMAIN_WITH_PACKAGE: ['Domain name', 'Package choice', 'Personal data', PAYMENT_STEP],
  // A renewal names what it renews: nothing is chosen before paying.
  RENEWAL: [PAYMENT_STEP],
  // An add-on bought alone was chosen on My services or the price list: it is paid for its package's time.
  ADDON: [PAYMENT_STEP],
};

/** The words of each step in the page's language; the English names stay the steps' own (links, tracking). */
const STEP_NAMES: Record<string, MessageId> = {
  'Package selection': 'pricelist.step.package',
  [PAYMENT_STEP]: 'pricelist.step.payment',
  'Domain name': 'checkout.step.domainName',
  'Package choice': 'checkout.step.packageChoice',
  'Personal data': 'checkout.step.personalData',
};

/** The steps' names in the page's language (the checkout's tabs and the Domain name step's). */
export function stepNames(steps: readonly string[], t: (id: MessageId) => string): string[] {
  return steps.map((step) => {
    const id = STEP_NAMES[step];
    return id ? t(id) : step;
  });
}

/** Where each earlier step of an order is done again: a package is chosen again on its website's price list. */
export function stepHref(step: string, orderIdentifier: string, project: string | null): string | null {
  const order = `/checkout/${encodeURIComponent(orderIdentifier)}`;
  switch (step) {
    case 'Package selection':
      return project ? `/pricelist?${new URLSearchParams({ project }).toString()}` : null;
    case 'Domain name':
      return project ? `/domains?${new URLSearchParams({ project }).toString()}` : '/domains';
    case 'Package choice':
      return `${order}/package`;
    case 'Personal data':
      return `${order}/personal-data`;
    default:
      return null;
  }
}

/** The order type's tabs with `current` marked (the payment step unless told) and the earlier steps linked. */
export function CheckoutSteps({ actorRef, current = PAYMENT_STEP }: { actorRef: CheckoutActorRef; current?: string }) {
  const t = useT();
  const type = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).type : null));
  const project = useSelector(actorRef, (state) => state.context.order?.project ?? null);
  const orderIdentifier = useSelector(actorRef, (state) => state.context.orderIdentifier);
  const steps = type ? CHECKOUT_STEPS[type] : [];
  const index = steps.indexOf(current);
  // Issue 6: each checkout step viewed is recorded, once per order type shown.
  useEffect(() => {
    if (index < 0) return;
    track({ name: 'Checkout Step Viewed', properties: { step: index + 1, stepName: current, totalSteps: steps.length, orderIdentifier } });
  }, [index, current, steps.length, orderIdentifier]);
  if (index < 0) return null;
  return <ProgressSteps steps={stepNames(steps, t)} current={index} hrefs={steps.map((step) => stepHref(step, orderIdentifier, project))} />;
}
