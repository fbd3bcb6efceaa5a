/**
 * /admin/mail: the e-mail that did not go out, failed and delayed, newest first, with the reason, and Resend for a
 * failed one (docs/admin.md, "E-mail"). The adminList machine decides what the list shows; the mailResend machine
 * the resend. A resent message stays on the page, shown waiting to be sent, and the focus moves to the notice that
 * says so (its Resend button is gone); a refusal is announced and the focus stays on the button.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { mailResendMachine } from '../../../../machines/mailResend';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { useFocusWhen } from '../../../ui/useFocusWhen';
import { FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { fetchMailProblems, MAIL_FILTERS, type MailRow } from './api/fetch-mail-problems';
import { resendMail } from './api/resend-mail';

type ResendActorRef = ActorRefFrom<typeof mailResendMachine>;

const resendLogic = mailResendMachine.provide({ actors: { resendMail: fromPromise(({ input }) => resendMail(input.id)) } });

const FIELDS: readonly FilterField[] = [
  {
    name: 'problem',
    label: 'Status',
    type: 'select',
    options: [
      ['FAILED', 'Failed'],
      ['DELAYED', 'Delayed'],
    ],
  },
  { name: 'recipient', label: 'Recipient (part of the address)' },
];

const STATUS_TEXT: Record<string, string> = { FAILED: 'Failed', DELAYED: 'Delayed: retrying', PENDING: 'Waiting to be sent', SENT: 'Sent' };

const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC' : '—');

export default function MailPage() {
  const { actorRef, state, context, rows } = useAdminList<MailRow>(MAIL_FILTERS, fetchMailProblems);
  const resendRef = useActorRef(resendLogic, inspectionOptions());
  return (
    <section className="admin-section" aria-labelledby="admin-mail-heading">
      <title>E-mail · Back office</title>
      <h1 id="admin-mail-heading">E-mail</h1>
      <p>Messages that failed for good, and messages still being retried after a failed attempt, newest first.</p>
      <FilterForm fields={FIELDS} filter={context.filter} actorRef={actorRef} label="Filter the e-mail" />
      <ResendOutcome resendRef={resendRef} />
      <ListState state={state} context={context} actorRef={actorRef} noun="messages">
        <table className="admin-table">
          <caption className="visually-hidden">Failed and delayed e-mail, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Enqueued</th>
              <th scope="col">Recipient</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Reason</th>
              <th scope="col">Last attempt</th>
              <th scope="col">Next attempt</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((message) => (
              <MailRowView key={message.id} message={message} resendRef={resendRef} />
            ))}
          </tbody>
        </table>
        <Pager context={context} actorRef={actorRef} label="Pages of the e-mail" />
      </ListState>
    </section>
  );
}

function MailRowView({ message, resendRef }: { message: MailRow; resendRef: ResendActorRef }) {
  const isResent = useSelector(resendRef, (state) => state.context.resentIds.includes(message.id));
  const isResending = useSelector(resendRef, (state) => state.hasTag('busy') && state.context.target?.id === message.id);
  const isBusy = useSelector(resendRef, (state) => state.hasTag('busy'));
  const status = isResent ? 'PENDING' : message.status;
  return (
    <tr>
      <th scope="row">{when(message.createdAt)}</th>
      <td>{message.recipient}</td>
      <td>
        {message.subject ?? '—'}
        <br />
        <small>{message.template}</small>
      </td>
      <td>{isResent ? 'Resent: waiting to be sent' : STATUS_TEXT[status]}</td>
      <td>{isResent ? 0 : message.attempts}</td>
      <td>{isResent ? '—' : (message.lastError ?? '—')}</td>
      <td>{when(message.lastAttemptAt)}</td>
      <td>{isResent ? 'Now' : when(message.nextAttemptAt)}</td>
      <td>
        {status === 'FAILED' && (
          <Button
            variant="outline"
            isPending={isResending}
            isDisabled={isBusy && !isResending}
            focusableWhenDisabled
            aria-label={`Resend the message to ${message.recipient}`}
            onPress={() => resendRef.send({ type: 'mail.resend', id: message.id, recipient: message.recipient })}
          >
            {isResending ? 'Resending…' : 'Resend'}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The last resend's notice (focused: its button is gone) or the server's refusal (announced; the focus stays). */
function ResendOutcome({ resendRef }: { resendRef: ResendActorRef }) {
  const notice = useSelector(resendRef, (state) => (state.matches('resent') ? state.context.notice : null));
  const refusal = useSelector(resendRef, (state) => (state.matches('refused') ? state.context.errorMessage : null));
  const noticeRef = useFocusWhen<HTMLParagraphElement>(notice !== null, notice);
  return (
    <>
      <div role="status">
        {notice && (
          <p tabIndex={-1} ref={noticeRef} className="admin-notice">
            {notice}
          </p>
        )}
      </div>
      <div role="alert">{refusal && <p className="admin-mail-refusal">{refusal}</p>}</div>
    </>
  );
}
