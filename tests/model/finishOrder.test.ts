/**
 * The finish flow, registered in machines/index.ts, runs inside the checkout screen: every simple path of its
 * graph runs against the actor (see finishOrder.model.ts), for a complete order and for one missing personal data.
 */
import { completeOrderModel, missingPersonalDataModel } from './finishOrder.model';
import { definePathTests } from './harness';

definePathTests('finishOrder', { complete: completeOrderModel, missingPersonalData: missingPersonalDataModel });
