/**
 * The back office's list machine, registered in machines/index.ts, replayed against the real /admin/audit page:
 * every shortest path of the adminList machine is clicked through in jsdom, with MSW holding each page until the
 * path answers it (adminList.view.tsx). The orders list and an order's page use the same machine.
 */
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { operatorViewModel } from './adminList.view';

useMockServer();

definePathTests('adminList', { operator: operatorViewModel });
