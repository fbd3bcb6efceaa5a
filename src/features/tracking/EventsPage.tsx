/**
 * /events: the newest events the portal's own collector stored, for developers and QA checking what the tracker
 * sends. The server answers only outside production (docs/decisions.md).
 */
import { useEffect, useState } from 'react';
import type { RecordedEvent } from '../../../contracts/tracking';
import { fetchEvents } from './api/fetch-events';

type ListState = { status: 'loading' } | { status: 'loaded'; events: RecordedEvent[] } | { status: 'failed'; message: string };

export function EventsPage() {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchEvents().then(
      (events) => active && setState({ status: 'loaded', events }),
      (error: unknown) => active && setState({ status: 'failed', message: error instanceof Error ? error.message : 'The events could not be loaded.' }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <article>
      <title>Recent events</title>
      <h1>Recent events</h1>
      {state.status === 'loading' && <p role="status">Loading…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' && state.events.length === 0 && <p>No events yet.</p>}
      {state.status === 'loaded' && state.events.length > 0 && (
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
            {state.events.map((event) => (
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
