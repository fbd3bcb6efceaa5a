/**
 * My services, registered in machines/index.ts, replayed against the real /my/services page: every shortest path of
 * the myServices machine is clicked through in jsdom, with MSW holding the list until the path answers it
 * (myServices.view.tsx).
 */
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { customerViewModel } from './myServices.view';

useMockServer();

definePathTests('myServices', { customer: customerViewModel });
