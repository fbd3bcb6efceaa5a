/**
 * Importing a bank statement, registered in machines/index.ts, replayed against the real /admin/statements page:
 * every shortest path of the statementImport machine is clicked through in jsdom, with MSW holding the preview
 * and the import until the path answers them (statementImport.view.tsx).
 */
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { operatorViewModel } from './statementImport.view';

useMockServer();

definePathTests('statementImport', { operator: operatorViewModel });
