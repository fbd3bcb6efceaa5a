/**
 * The finish flow, registered in machines/index.ts, runs inside the checkout screen: every simple path of its
 * graph runs against the actor (see finishOrder.model.ts), for a complete order, one missing personal data, and one
 * sent before whose payment is tried again.
 */
import { completeOrderModel, missingPersonalDataModel, sentBeforeModel } from './finishOrder.model';
import { definePathTests } from './harness';

definePathTests('finishOrder', { complete: completeOrderModel, missingPersonalData: missingPersonalDataModel, sentBefore: sentBeforeModel });
