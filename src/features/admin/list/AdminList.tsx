/**
 * What the back office's lists share: the filter form (its values start from the address), what the list says
 * while loading, when it failed or when nothing matches, the table and the pager.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { adminListMachine, AdminListContext, ListFilter } from '../../../../machines/adminList';
import type { MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { useAdminWords } from './words';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'date' | 'number' | 'select';
  /** For a select: value -> text (in the page's language); the first option is 'Any'. */
  options?: readonly (readonly [string, string])[];
}

type ListActor = ActorRefFrom<typeof adminListMachine>;

export function FilterForm({ fields, filter, actorRef, label }: { fields: readonly FilterField[]; filter: ListFilter; actorRef: ListActor; label: string }) {
  const { t } = useAdminWords();
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
              <option value="">{t('admin.list.any')}</option>
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
        <Button type="submit">{t('admin.list.filter')}</Button>
      </div>
    </form>
  );
}

/** What a list says while it loads ('Loading orders…') and when nothing matches ('No orders match these filters.'), in the page's language. */
export interface ListWords {
  loading: string;
  empty: string;
  /** The page's own English texts a failed load may carry (a call's refusal written in the browser), by their message. */
  known?: Readonly<Record<string, MessageId>>;
}

/**
 * Loading, failed (with Try again) or empty; the rows themselves are the page's. Another page or new filters keep
 * the rows on screen while they load (and so the pager, and the focus on the button that asked for them).
 */
export function ListState({ state, context, actorRef, words, children }: { state: string; context: AdminListContext; actorRef: ListActor; words: ListWords; children: ReactNode }) {
  const { t, message } = useAdminWords();
  if (state === 'loading' && context.rows.length === 0) return <p role="status">{words.loading}</p>;
  if (state === 'failed') {
    return (
      <div className="admin-error">
        <p role="alert">{context.errorMessage === null ? null : message(context.errorMessage, words.known)}</p>
        <Button onPress={() => actorRef.send({ type: 'list.retry' })}>{t('admin.list.tryAgain')}</Button>
      </div>
    );
  }
  if (state === 'empty') return <p role="status">{words.empty}</p>;
  const isLoading = state === 'loading';
  return (
    <>
      <p role="status">{isLoading ? words.loading : ''}</p>
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
  const { t, number } = useAdminWords();
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
        {t('admin.list.previousPage')}
      </Button>
      <span aria-live="polite">{t('admin.list.pageOf', { page: number(context.page), pages: number(pages), total: number(context.total) })}</span>
      <Button
        variant="outline"
        isDisabled={!canGoOn}
        focusableWhenDisabled
        aria-describedby={isLast ? `${id}-last` : undefined}
        onPress={() => actorRef.send({ type: 'list.page', page: context.page + 1 })}
      >
        {t('admin.list.nextPage')}
      </Button>
      <span id={`${id}-first`} hidden>
        {t('admin.list.firstPage')}
      </span>
      <span id={`${id}-last`} hidden>
        {t('admin.list.lastPage')}
      </span>
    </nav>
  );
}
