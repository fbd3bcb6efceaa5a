/**
 * My orders, registered in machines/index.ts, replayed against the real /orders page: every shortest path of the
 * myOrders machine is clicked through in jsdom, with MSW holding the list and each delete until the path answers
 * it (myOrders.view.tsx).
 */
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { customerViewModel } from './myOrders.view';

useMockServer();

definePathTests('myOrders', { customer: customerViewModel });
