/**
 * /outbox: the e-mails the portal sent or is about to send, newest first. In demo mode without an SMTP server
 * (SMTP_URL) this is where messages are delivered, under the demo banner, so that a newcomer can open a sign-up
 * link. The server answers only in demo mode (server/demo.ts), like /events.
 */
import type { OutboxAnswer, OutboxMessage } from '../../../contracts/mail';
import { useState } from 'react';
import { useFailureText, useLoaded } from '../../app/use-loaded';
import { useLanguage, useT, type MessageId } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { fetchOutbox } from './api/fetch-outbox';

const ATTACHMENT_NAMES: Record<string, MessageId> = { invoice: 'public.outbox.invoice' };

/** How the message's delivery stands; the last error is the server's, as it came. */
function statusText(message: OutboxMessage, t: ReturnType<typeof useT>): string {
  if (message.status === 'sent') return t(message.transport === 'smtp' ? 'public.outbox.sentBySmtp' : 'public.outbox.delivered');
  if (message.status === 'failed') return t('public.outbox.gaveUp', { attempts: message.attempts, error: message.lastError ?? t('public.outbox.unknownError') });
  if (message.attempts === 0) return t('public.outbox.waiting');
  return t('public.outbox.waitingAgain', { attempts: message.attempts, error: message.lastError ?? t('public.outbox.interrupted') });
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  const t = useT();
  const language = useLanguage();
  const title = message.subject ?? t('public.outbox.notRendered', { template: message.template });
  const attachmentName = (kind: string) => {
    const id = ATTACHMENT_NAMES[kind];
    return id ? t(id) : kind;
  };
  const headingId = `outbox-${message.id}`;
  return (
    <li>
      <article className="outbox-message" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        <dl className="outbox-details">
          <dt>{t('public.outbox.to')}</dt>
          <dd>{message.to}</dd>
          <dt>{t('public.outbox.date')}</dt>
          <dd>
            <time dateTime={message.sentAt ?? message.createdAt}>{new Date(message.sentAt ?? message.createdAt).toLocaleString(language)}</time>
          </dd>
          <dt>{t('public.outbox.status')}</dt>
          <dd>{statusText(message, t)}</dd>
          <dt>{t('public.outbox.messageId')}</dt>
          <dd>
            <code>{message.messageId}</code>
          </dd>
        </dl>
        {message.attachments.length > 0 && (
          <>
            <h3>{t('public.outbox.attachments')}</h3>
            <ul>
              {message.attachments.map((attachment) => (
                <li key={attachment.url}>
                  <a href={attachment.url} download>
                    {attachmentName(attachment.kind)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {message.html !== null && (
          // Sandboxed without scripts or same origin: the message's markup cannot reach the page.
          <iframe className="outbox-html" sandbox="" srcDoc={message.html} title={t('public.outbox.htmlPart', { title })} />
        )}
        {message.text !== null && (
          <details className="outbox-text">
            <summary>{t('public.outbox.textPart')}</summary>
            <pre tabIndex={0} aria-label={t('public.outbox.textPartLabel', { title })}>
              {message.text}
            </pre>
          </details>
        )}
      </article>
    </li>
  );
}

const LOAD_FAILED = 'The outbox could not be loaded.';

export function OutboxPage() {
  const { state, reload } = useLoaded(fetchOutbox, LOAD_FAILED);
  const t = useT();
  const failureText = useFailureText(LOAD_FAILED, 'public.outbox.loadFailed');
  // The last list read stays on screen while Refresh reads it again: the banner does not flicker, and a message
  // the reader has opened stays open (and focused) instead of the list going and coming back.
  const [shown, setShown] = useState<OutboxAnswer | undefined>(undefined);
  if (state.status === 'loaded' && state.value !== shown) setShown(state.value);
  const keptHere = shown?.keptHere ?? false;
  const messages = state.status === 'failed' ? [] : (shown?.messages ?? []);
  return (
    <article>
      <title>{t('public.outbox.title')}</title>
      {keptHere && (
        // The banner's words: README, docs/mail.md.
        <p className="demo-banner" role="note">
          {t('public.outbox.banner')}
        </p>
      )}
      <h1>{t('public.outbox.title')}</h1>
      <p>{t('public.outbox.intro')}</p>
      <Button variant="outline" onPress={reload}>
        {t('public.outbox.refresh')}
      </Button>
      <div aria-live="polite">
        {state.status === 'loading' && <p role="status">{t('public.loading')}</p>}
        {state.status === 'loaded' && <p className="visually-hidden">{t('public.outbox.count', { count: messages.length })}</p>}
      </div>
      {state.status === 'failed' && <p role="alert">{failureText(state.message)}</p>}
      {state.status === 'loaded' && messages.length === 0 && <p>{t('public.outbox.none')}</p>}
      {messages.length > 0 && (
        <ol className="outbox-list" aria-label={t('public.outbox.list')}>
          {messages.map((message) => (
            <OutboxEntry key={message.id} message={message} />
          ))}
        </ol>
      )}
    </article>
  );
}
