/**
 * What the back office's lists share: the filter form (its values start from the address), what the list says
 * while loading, when it failed or when nothing matches, the table and the pager.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adminListMachine, AdminListContext, ListFilter } from '../../../../machines/adminList';
import { Button } from '../../../ui/Button';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'number' | 'select';
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

/**
 * Loading, failed (with Try again) or empty; the rows themselves are the page's. Another page or new filters keep
 * the rows on screen while they load (and so the pager, and the focus on the button that asked for them).
 */
export function ListState({ state, context, actorRef, noun, children }: { state: string; context: AdminListContext; actorRef: ListActor; noun: string; children: ReactNode }) {
  if (state === 'loading' && context.rows.length === 0) return <p role="status">Loading {noun}…</p>;
  if (state === 'failed') {
    return (
      <div className="admin-error">
        <p role="alert">{context.errorMessage}</p>
        <Button onPress={() => actorRef.send({ type: 'list.retry' })}>Try again</Button>
      </div>
    );
  }
  if (state === 'empty') return <p role="status">No {noun} match these filters.</p>;
  const isLoading = state === 'loading';
  return (
    <>
      <p role="status">{isLoading ? `Loading ${noun}…` : ''}</p>
      <div aria-busy={isLoading || undefined}>{children}</div>
    </>
  );
}

/** A list's table: the caption (for screen readers) and the column headings; the rows are the page's. */
export function AdminTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * Previous and Next page. One that leads nowhere is unavailable but stays focusable, with the reason as its
 * description (docs/admin.md, "Orders"): pressing Next onto the last page leaves the focus where it was.
 */
export function Pager({ context, actorRef, label }: { context: AdminListContext; actorRef: ListActor; label: string }) {
  const pages = Math.max(1, Math.ceil(context.total / context.pageSize));
  const canGoBack = useSelector(actorRef, (state) => state.can({ type: 'list.page', page: state.context.page - 1 }));
  const canGoOn = useSelector(actorRef, (state) => state.can({ type: 'list.page', page: state.context.page + 1 }));
  const id = useId();
  const isFirst = context.page <= 1;
  const isLast = context.page >= pages;
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button
        variant="outline"
        isDisabled={!canGoBack}
        focusableWhenDisabled
        aria-describedby={isFirst ? `${id}-first` : undefined}
        onPress={() => actorRef.send({ type: 'list.page', page: context.page - 1 })}
      >
        Previous page
      </Button>
      <span aria-live="polite">
        Page {context.page} of {pages} ({context.total} in all)
      </span>
      <Button
        variant="outline"
        isDisabled={!canGoOn}
        focusableWhenDisabled
        aria-describedby={isLast ? `${id}-last` : undefined}
        onPress={() => actorRef.send({ type: 'list.page', page: context.page + 1 })}
      >
        Next page
      </Button>
      <span id={`${id}-first`} hidden>
        This is the first page
      </span>
      <span id={`${id}-last`} hidden>
        This is the last page
      </span>
    </nav>
  );
}
