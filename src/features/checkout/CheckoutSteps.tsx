import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ProgressSteps } from '../../ui/ProgressSteps';
import { track } from '../tracking/tracker';
import type { CheckoutActorRef } from './checkoutActor';
import { orderView, type OrderType } from './types';

/** SPEC.md section 2: the progress tabs of each order type; the checkout is always the last step. */
export const CHECKOUT_STEPS: Record<OrderType, readonly string[]> = {
  PACKAGE: ['Package selection', 'Billing period & Payment'],
  DOMAIN: ['Domain name', 'Personal data', 'Billing period & Payment'],
  DOMAIN_WITH_PACKAGE: ['Domain name', 'Package choice', 'Personal data', 'Billing period & Payment'],
};

export function CheckoutSteps({ actorRef }: { actorRef: CheckoutActorRef }) {
  const type = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).type : null));
  const orderIdentifier = useSelector(actorRef, (state) => state.context.orderIdentifier);
  // Issue 6: each checkout step viewed is recorded, once per order type shown.
  useEffect(() => {
    if (!type) return;
    const steps = CHECKOUT_STEPS[type];
    track({ name: 'Checkout Step Viewed', properties: { step: steps.length, stepName: steps[steps.length - 1] ?? '', totalSteps: steps.length, orderIdentifier } });
  }, [type, orderIdentifier]);
  if (!type) return null;
  const steps = CHECKOUT_STEPS[type];
  return <ProgressSteps steps={steps} current={steps.length - 1} />;
}
