/**
 * /events: your own newest events at the portal's own collector (this browser's and your account's), for developers
 * and QA checking what the tracker sends. The server answers only outside production (docs/decisions.md).
 */
import type { RecordedEvent } from '../../../contracts/tracking';
import { useFailureText, useLoaded } from '../../app/use-loaded';
import { useLanguage, useT } from '../../i18n/i18n';
import { fetchEvents } from './api/fetch-events';

const LOAD_FAILED = 'The events could not be loaded.';

export function EventsPage() {
  const { state } = useLoaded(fetchEvents, LOAD_FAILED);
  const t = useT();
  const language = useLanguage();
  const failureText = useFailureText(LOAD_FAILED, 'public.events.loadFailed');
  const events: RecordedEvent[] = state.status === 'loaded' ? state.value : [];

  return (
    <article>
      <title>{t('public.events.title')}</title>
      <h1>{t('public.events.title')}</h1>
      <p>{t('public.events.intro')}</p>
      {state.status === 'loading' && <p role="status">{t('public.loading')}</p>}
      {state.status === 'failed' && <p role="alert">{failureText(state.message)}</p>}
      {state.status === 'loaded' && events.length === 0 && <p>{t('public.events.none')}</p>}
      {events.length > 0 && (
        <table className="events-table">
          <caption className="visually-hidden">{t('public.events.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('public.events.column.received')}</th>
              <th scope="col">{t('public.events.column.event')}</th>
              <th scope="col">{t('public.events.column.category')}</th>
              <th scope="col">{t('public.events.column.visitor')}</th>
              <th scope="col">{t('public.events.column.properties')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{new Date(event.receivedAt).toLocaleString(language)}</td>
                <th scope="row">{event.name}</th>
                <td>{event.category}</td>
                <td>{event.userId || t('public.events.anonymous')}</td>
                <td>
                  <code>{JSON.stringify(event.properties)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
