/** The orderStatus machine, registered in machines/index.ts: its paths through an order's statuses (orderStatus.model.ts). */
import { definePathTests } from './harness';
import { orderStatusModel } from './orderStatus.model';

definePathTests('orderStatus', { rules: orderStatusModel });
