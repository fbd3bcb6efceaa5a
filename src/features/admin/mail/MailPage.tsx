/**
 * /admin/mail: the e-mail that did not go out, failed and delayed, newest first, with the reason, and Resend for a
 * failed one (docs/admin.md, "E-mail"). The adminList machine decides what the list shows; the mailResend machine
 * the resend. A resent message stays on the page, shown waiting to be sent, and the focus moves to the notice that
 * says so (its Resend button is gone); a refusal is announced and the focus stays on the button.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { mailResendMachine, RESEND_FAILED_MESSAGE } from '../../../../machines/mailResend';
import type { MessageId } from '../../../i18n/i18n';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { useFocusWhen } from '../../../ui/useFocusWhen';
import { FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { useAdminWords, type KnownPattern } from '../list/words';
import { fetchMailProblems, MAIL_FILTERS, type MailRow } from './api/fetch-mail-problems';
import { resendMail } from './api/resend-mail';

type ResendActorRef = ActorRefFrom<typeof mailResendMachine>;

const resendLogic = mailResendMachine.provide({ actors: { resendMail: fromPromise(({ input }) => resendMail(input.id)) } });

const STATUS_IDS: Record<string, MessageId> = { FAILED: 'admin.mail.status.failed', DELAYED: 'admin.mail.status.delayed', PENDING: 'admin.mail.status.pending', SENT: 'admin.mail.status.sent' };

/** What the mailResend machine says in English, by its message. */
const RESEND_TEXTS: Record<string, MessageId> = { [RESEND_FAILED_MESSAGE]: 'admin.mail.resendFailed' };
const RESEND_PATTERNS: readonly KnownPattern[] = [{ pattern: /^The message to (?<recipient>.+) is back in the queue: it is sent in a moment\.$/, id: 'admin.mail.resentNotice' }];

/** A moment of the list, to the second, or a dash for none. */
function useWhen() {
  const { when } = useAdminWords();
  return (iso: string | null) => (iso ? when(iso, true) : '—');
}

export default function MailPage() {
  const { actorRef, state, context, rows } = useAdminList<MailRow>(MAIL_FILTERS, fetchMailProblems);
  const resendRef = useActorRef(resendLogic, inspectionOptions());
  const { t } = useAdminWords();
  const fields: readonly FilterField[] = [
    {
      name: 'problem',
      label: t('admin.mail.filter.status'),
      type: 'select',
      options: [
        ['FAILED', t('admin.mail.filter.failed')],
        ['DELAYED', t('admin.mail.filter.delayed')],
      ],
    },
    { name: 'recipient', label: t('admin.mail.filter.recipient') },
  ];
  return (
    <section className="admin-section" aria-labelledby="admin-mail-heading">
      <title>{t('admin.shell.pageTitle', { page: t('admin.shell.section.mail') })}</title>
      <h1 id="admin-mail-heading">{t('admin.shell.section.mail')}</h1>
      <p>{t('admin.mail.intro')}</p>
      <FilterForm fields={fields} filter={context.filter} actorRef={actorRef} label={t('admin.mail.filterLabel')} />
      <ResendOutcome resendRef={resendRef} />
      <ListState state={state} context={context} actorRef={actorRef} words={{ loading: t('admin.mail.loading'), empty: t('admin.mail.empty') }}>
        <table className="admin-table">
          <caption className="visually-hidden">{t('admin.mail.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.mail.column.enqueued')}</th>
              <th scope="col">{t('admin.mail.column.recipient')}</th>
              <th scope="col">{t('admin.mail.column.message')}</th>
              <th scope="col">{t('admin.mail.column.status')}</th>
              <th scope="col">{t('admin.mail.column.attempts')}</th>
              <th scope="col">{t('admin.mail.column.reason')}</th>
              <th scope="col">{t('admin.mail.column.lastAttempt')}</th>
              <th scope="col">{t('admin.mail.column.nextAttempt')}</th>
              <th scope="col">{t('admin.mail.column.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((message) => (
              <MailRowView key={message.id} message={message} resendRef={resendRef} />
            ))}
          </tbody>
        </table>
        <Pager context={context} actorRef={actorRef} label={t('admin.mail.pages')} />
      </ListState>
    </section>
  );
}

function MailRowView({ message, resendRef }: { message: MailRow; resendRef: ResendActorRef }) {
  const { t, number } = useAdminWords();
  const when = useWhen();
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
      <td>{isResent ? t('admin.mail.resent') : STATUS_IDS[status] ? t(STATUS_IDS[status] as MessageId) : status}</td>
      <td>{number(isResent ? 0 : message.attempts)}</td>
      <td>{isResent ? '—' : (message.lastError ?? '—')}</td>
      <td>{when(message.lastAttemptAt)}</td>
      <td>{isResent ? t('admin.mail.now') : when(message.nextAttemptAt)}</td>
      <td>
        {status === 'FAILED' && (
          <Button
            variant="outline"
            isPending={isResending}
            isDisabled={isBusy && !isResending}
            focusableWhenDisabled
            aria-label={t('admin.mail.resendLabel', { recipient: message.recipient })}
            onPress={() => resendRef.send({ type: 'mail.resend', id: message.id, recipient: message.recipient })}
          >
            {t(isResending ? 'admin.mail.resending' : 'admin.mail.resend')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The last resend's notice (focused: its button is gone) or the server's refusal (announced; the focus stays). */
function ResendOutcome({ resendRef }: { resendRef: ResendActorRef }) {
  const { message } = useAdminWords();
  const notice = useSelector(resendRef, (state) => (state.matches('resent') ? state.context.notice : null));
  const refusal = useSelector(resendRef, (state) => (state.matches('refused') ? state.context.errorMessage : null));
  const noticeRef = useFocusWhen<HTMLParagraphElement>(notice !== null, notice);
  return (
    <>
      <div role="status">
        {notice && (
          <p tabIndex={-1} ref={noticeRef} className="admin-notice">
            {message(notice, RESEND_TEXTS, RESEND_PATTERNS)}
          </p>
        )}
      </div>
      <div role="alert">{refusal && <p className="admin-mail-refusal">{message(refusal, RESEND_TEXTS)}</p>}</div>
    </>
  );
}
