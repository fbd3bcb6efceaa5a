/**
 * The bank payments left to resolve, registered in machines/index.ts, replayed against the real
 * /admin/statements page: every shortest path of the statementLines machine is clicked through in jsdom, with MSW
 * holding the list, each resolution and each payment marked by hand until the path answers it
 * (statementLines.view.tsx).
 */
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { operatorLinesViewModel } from './statementLines.view';

useMockServer();

definePathTests('statementLines', { operator: operatorLinesViewModel });
