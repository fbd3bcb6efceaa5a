/**
 * What the back office's lists share: the filter form (its values start from the address), what the list says
 * while loading, when it failed or when nothing matches, and the pager.
 */
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { adminListMachine, AdminListContext, ListFilter } from '../../../../machines/adminList';
import { Button } from '../../../ui/Button';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'select';
  /** For a select: value -> text; the first option is 'Any'. */
  options?: readonly (readonly [string, string])[];
}

type ListActor = ActorRefFrom<typeof adminListMachine>;

export function FilterForm({ fields, filter, actorRef, label }: { fields: readonly FilterField[]; filter: ListFilter; actorRef: ListActor; label: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) next[field.name] = value;
    }
    actorRef.send({ type: 'list.filter', filter: next });
  };
  return (
    <form className="admin-filters" aria-label={label} onSubmit={submit} role="search">
      {fields.map((field) => (
        <label key={field.name} className="admin-filter">
          <span>{field.label}</span>
          {field.type === 'select' ? (
            <select name={field.name} defaultValue={filter[field.name] ?? ''}>
              <option value="">Any</option>
              {field.options?.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          ) : (
            <input name={field.name} type={field.type ?? 'text'} defaultValue={filter[field.name] ?? ''} />
          )}
        </label>
      ))}
      <div className="admin-filter-actions">
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}

/** Loading, failed (with Try again) or empty; the rows themselves are the page's. */
export function ListState({ state, context, actorRef, noun, children }: { state: string; context: AdminListContext; actorRef: ListActor; noun: string; children: ReactNode }) {
  if (state === 'loading') return <p role="status">Loading {noun}…</p>;
  if (state === 'failed') {
    return (
      <div className="admin-error">
        <p role="alert">{context.errorMessage}</p>
        <Button onPress={() => actorRef.send({ type: 'list.retry' })}>Try again</Button>
      </div>
    );
  }
  if (state === 'empty') return <p role="status">No {noun} match these filters.</p>;
  return <>{children}</>;
}

export function Pager({ context, actorRef, label }: { context: AdminListContext; actorRef: ListActor; label: string }) {
  const pages = Math.max(1, Math.ceil(context.total / context.pageSize));
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="outline" isDisabled={context.page <= 1} onPress={() => actorRef.send({ type: 'list.page', page: context.page - 1 })}>
        Previous page
      </Button>
      <span>
        Page {context.page} of {pages} ({context.total} in all)
      </span>
      <Button variant="outline" isDisabled={context.page >= pages} onPress={() => actorRef.send({ type: 'list.page', page: context.page + 1 })}>
        Next page
      </Button>
    </nav>
  );
}
