/**
 * A back-office list wired to the adminList machine: the filters and page start from the address and each load
 * writes them back (replacing the entry), so a reload or a shared link shows the same list.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { adminListMachine, type ListFilter, type ListPage } from '../../../../machines/adminList';
import { inspectionOptions } from '../../../app/inspection';

export function filterOf(params: URLSearchParams, names: readonly string[]): ListFilter {
  const filter: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

export function useAdminList<Row>(names: readonly string[], fetchPage: (filter: ListFilter, page: number) => Promise<ListPage<Row>>) {
  const [params, setParams] = useSearchParams();
  const [logic] = useState(() =>
    adminListMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => fetchPage(input.filter, input.page)) },
      actions: {
        syncAddress: (_, { filter, page }) => {
          const next = new URLSearchParams(filter as Record<string, string>);
          if (page > 1) next.set('page', String(page));
          setParams(next, { replace: true });
        },
      },
    }),
  );
  const [input] = useState(() => ({ filter: filterOf(params, names), page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) }));
  const actorRef = useActorRef(logic, { ...inspectionOptions(), input });
  const state = useSelector(actorRef, (snapshot) => snapshot.value as 'loading' | 'loaded' | 'empty' | 'failed');
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  return { actorRef, state, context, rows: context.rows as Row[] };
}
