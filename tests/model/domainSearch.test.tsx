/**
 * The Domain name step, registered in machines/index.ts, replayed against the real /domains page: the shortest
 * paths of a signed-out visitor and of a signed-in shopper (domainSearch.model.ts), each clicked through in jsdom
 * with MSW holding every search and order until the path answers it (domainSearch.view.tsx).
 */
import { useMockServer } from '../msw/server';
import { shopperViewModel, visitorViewModel } from './domainSearch.view';
import { definePathTests } from './harness';

useMockServer();

definePathTests('domainSearch', { visitor: visitorViewModel, shopper: shopperViewModel });
