/**
 * /events: your own newest events at the portal's own collector (this browser's and your account's), for developers
 * and QA checking what the tracker sends. The server answers only outside production (docs/decisions.md).
 */
import type { RecordedEvent } from '../../../contracts/tracking';
import { useLoaded } from '../../app/use-loaded';
import { fetchEvents } from './api/fetch-events';

export function EventsPage() {
  const { state } = useLoaded(fetchEvents, 'The events could not be loaded.');
  const events: RecordedEvent[] = state.status === 'loaded' ? state.value : [];

  return (
    <article>
      <title>Recent events</title>
      <h1>Recent events</h1>
      <p>Your own events only: those this browser sent with its stored visitor id, and those of your account when you are signed in.</p>
      {state.status === 'loading' && <p role="status">Loading…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' && events.length === 0 && <p>No events yet.</p>}
      {events.length > 0 && (
        <table className="events-table">
          <caption className="visually-hidden">The newest events first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Event</th>
              <th scope="col">Category</th>
              <th scope="col">Visitor</th>
              <th scope="col">Properties</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{new Date(event.receivedAt).toLocaleString()}</td>
                <th scope="row">{event.name}</th>
                <td>{event.category}</td>
                <td>{event.userId || 'anonymous'}</td>
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
