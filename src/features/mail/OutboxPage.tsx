/**
 * /outbox: the e-mails the portal sent or is about to send, newest first. In demo mode without an SMTP server
 * (SMTP_URL) this is where messages are delivered, under the demo banner, so that a newcomer can open a sign-up
 * link. The server answers only in demo mode (server/demo.ts), like /events.
 */
import type { OutboxAnswer, OutboxMessage } from '../../../contracts/mail';
import { useState } from 'react';
import { useLoaded } from '../../app/use-loaded';
import { Button } from '../../ui/Button';
import { fetchOutbox } from './api/fetch-outbox';

const ATTACHMENT_NAMES: Record<string, string> = { invoice: 'Invoice (PDF)' };

function statusText(message: OutboxMessage): string {
  if (message.status === 'sent') return message.transport === 'smtp' ? 'Sent by SMTP' : 'Delivered to this outbox';
  if (message.status === 'failed') return `Not sent: gave up after ${message.attempts} attempts (${message.lastError ?? 'unknown error'})`;
  if (message.attempts === 0) return 'Waiting to be sent';
  return `Waiting to be sent again after ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'} (${message.lastError ?? 'interrupted'})`;
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  const title = message.subject ?? `${message.template} (not rendered yet)`;
  const headingId = `outbox-${message.id}`;
  return (
    <li>
      <article className="outbox-message" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        <dl className="outbox-details">
          <dt>To</dt>
          <dd>{message.to}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={message.sentAt ?? message.createdAt}>{new Date(message.sentAt ?? message.createdAt).toLocaleString()}</time>
          </dd>
          <dt>Status</dt>
          <dd>{statusText(message)}</dd>
          <dt>Message-ID</dt>
          <dd>
            <code>{message.messageId}</code>
          </dd>
        </dl>
        {message.attachments.length > 0 && (
          <>
            <h3>Attachments</h3>
            <ul>
              {message.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <a href={attachment.url} download>
                    {ATTACHMENT_NAMES[attachment.kind] ?? attachment.kind}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {message.html !== null && (
          // Sandboxed without scripts or same origin: the message's markup cannot reach the page.
          <iframe className="outbox-html" sandbox="" srcDoc={message.html} title={`HTML part: ${title}`} />
        )}
        {message.text !== null && (
          <details className="outbox-text">
            <summary>Plain-text part</summary>
            <pre tabIndex={0} aria-label={`Plain-text part: ${title}`}>
              {message.text}
            </pre>
          </details>
        )}
      </article>
    </li>
  );
}

/** The banner's words (README, docs/mail.md). */
export const DEMO_OUTBOX_BANNER = 'Demo: e-mail is shown here, not sent';

export function OutboxPage() {
  const { state, reload } = useLoaded(fetchOutbox, 'The outbox could not be loaded.');
  // The last list read stays on screen while Refresh reads it again: the banner does not flicker, and a message
  // the reader has opened stays open (and focused) instead of the list going and coming back.
  const [shown, setShown] = useState<OutboxAnswer | undefined>(undefined);
  if (state.status === 'loaded' && state.value !== shown) setShown(state.value);
  const keptHere = shown?.keptHere ?? false;
  const messages = state.status === 'failed' ? [] : (shown?.messages ?? []);
  return (
    <article>
      <title>Outbox</title>
      {keptHere && (
        <p className="demo-banner" role="note">
          {DEMO_OUTBOX_BANNER}
        </p>
      )}
      <h1>Outbox</h1>
      <p>
        The e-mails the portal sent or is about to send, newest first. Without an SMTP server (SMTP_URL) they are delivered here instead of to the
        recipients.
      </p>
      <Button variant="outline" onPress={reload}>
        Refresh
      </Button>
      <div aria-live="polite">
        {state.status === 'loading' && <p role="status">Loading…</p>}
        {state.status === 'loaded' && <p className="visually-hidden">{`${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`}</p>}
      </div>
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'loaded' && messages.length === 0 && <p>No messages yet.</p>}
      {messages.length > 0 && (
        <ol className="outbox-list" aria-label="Messages, newest first">
          {messages.map((message) => (
            <OutboxEntry key={message.id} message={message} />
          ))}
        </ol>
      )}
    </article>
  );
}
