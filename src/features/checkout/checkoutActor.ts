import type { ActorRefFrom } from 'xstate';
import type { CheckoutLogic } from './checkoutLogic';

export type CheckoutActorRef = ActorRefFrom<CheckoutLogic>;
