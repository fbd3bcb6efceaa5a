/**
 * /admin/operators: the people who can sign in to the back office (docs/admin.md, "Operators"). An operator invites
 * an address (the invitee gets the one-time link by e-mail; the page never shows it), and disables or enables another
 * operator after a confirmation in a dialog. The operators machine decides what the page shows. The focus stays on
 * the control used: a refusal about the address moves it to the field, a change done gives it back to the row's
 * button (which now offers the opposite), and the page's status region says what happened.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { CHANGE_FAILED_MESSAGE, INVITE_FAILED_MESSAGE, LOAD_FAILED_MESSAGE, operatorsMachine, type ListedOperator, type OperatorDone } from '../../../../machines/operators';
import { inspectionOptions } from '../../../app/inspection';
import { useLanguage, useT, type MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { focusMover } from '../../../ui/focus';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { fetchOperators } from './api/fetch-operators';
import { inviteOperator } from './api/invite-operator';
import { setOperatorEnabled } from './api/set-operator-enabled';
import { withAdminWords } from '../catalogue/words';

type OperatorsRef = ActorRefFrom<typeof operatorsMachine>;

const operatorsLogic = operatorsMachine.provide({
  actors: {
    loadOperators: fromPromise(() => fetchOperators()),
    inviteOperator: fromPromise(({ input }) => inviteOperator(input.email)),
    setOperatorEnabled: fromPromise(({ input }) => setOperatorEnabled(input.email, input.enabled)),
  },
});

const INVITE_FIELD_ID = 'operator-invite-email';

/** The machine's own English messages, by their words in the admin catalogue; the server's refusals come in the page's language already. */
const MACHINE_MESSAGES: Record<string, MessageId> = {
  [LOAD_FAILED_MESSAGE]: 'admin.operators.loadFailed',
  [INVITE_FAILED_MESSAGE]: 'admin.operators.inviteFailed',
  [CHANGE_FAILED_MESSAGE]: 'admin.editor.saveFailed',
};

/** What the status region says the last action did. */
const DONE: Record<OperatorDone['action'], MessageId> = { invited: 'admin.operators.invited', enabled: 'admin.operators.enabledNotice', disabled: 'admin.operators.disabledNotice' };

/** A message the machine or the server gave, in the page's language when it is the machine's own. */
function useOperatorsMessage(): (text: string | null) => string | null {
  const t = useT();
  return (text) => {
    const id = text === null ? undefined : MACHINE_MESSAGES[text];
    return id ? t(id) : text;
  };
}

function OperatorsPage() {
  const t = useT();
  const actorRef = useActorRef(operatorsLogic, inspectionOptions());
  return (
    <section className="admin-section" aria-labelledby="admin-operators-heading">
      <title>{t('admin.operators.title')}</title>
      <h1 id="admin-operators-heading">{t('admin.operators.heading')}</h1>
      <p>{t('admin.operators.intro')}</p>
      <Outcome actorRef={actorRef} />
      <InviteForm actorRef={actorRef} />
      <OperatorList actorRef={actorRef} />
      <ChangeDialog actorRef={actorRef} />
    </section>
  );
}

/** What the last action did (a polite status) or why it failed outside the dialog and the field (an alert). */
function Outcome({ actorRef }: { actorRef: OperatorsRef }) {
  const t = useT();
  const message = useOperatorsMessage();
  const done = useSelector(actorRef, (state) => state.context.done);
  const refusal = useSelector(actorRef, (state) => (state.matches({ ready: 'inviteRefused' }) ? state.context.errorMessage : null));
  return (
    <>
      <div role="status">{done && <p className="admin-notice">{t(DONE[done.action], { email: done.email })}</p>}</div>
      <div role="alert">{refusal && <p className="admin-mail-refusal">{message(refusal)}</p>}</div>
    </>
  );
}

function InviteForm({ actorRef }: { actorRef: OperatorsRef }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const isInviting = useSelector(actorRef, (state) => state.matches({ ready: 'inviting' }));
  const isReady = useSelector(actorRef, (state) => state.matches('ready'));
  const invited = useSelector(actorRef, (state) => (state.matches({ ready: 'invited' }) ? state.context.invitee : null));
  const fieldError = useSelector(actorRef, (state) => (state.matches({ ready: 'inviteRefused' }) ? state.context.fieldError : null));
  // The field empties for the next address once an invitation is sent.
  const [lastInvited, setLastInvited] = useState<string | null>(null);
  if (invited !== lastInvited) {
    setLastInvited(invited);
    if (invited !== null) setEmail('');
  }
  // A refused address: the focus goes to the field, where its message is read.
  useEffect(() => {
    if (fieldError !== null) focusMover.moveFocus(() => document.getElementById(INVITE_FIELD_ID));
  }, [fieldError]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isReady && !isInviting) actorRef.send({ type: 'operators.invite', email });
  };
  return (
    <form className="admin-form" aria-labelledby="operator-invite-heading" onSubmit={submit} noValidate>
      <h2 id="operator-invite-heading">{t('admin.operators.inviteHeading')}</h2>
      <TextField id={INVITE_FIELD_ID} label={t('admin.operators.email')} name="email" type="email" autoComplete="off" value={email} error={fieldError} onChange={setEmail} />
      <Button type="submit" isPending={isInviting} isDisabled={!isReady} focusableWhenDisabled>
        {t(isInviting ? 'admin.operators.inviting' : 'admin.operators.invite')}
      </Button>
    </form>
  );
}

function OperatorList({ actorRef }: { actorRef: OperatorsRef }) {
  const t = useT();
  const message = useOperatorsMessage();
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const loadError = useSelector(actorRef, (state) => (state.matches('loadFailed') ? state.context.loadError : null));
  const operators = useSelector(actorRef, (state) => state.context.operators);
  if (isLoading) return <p role="status">{t('admin.operators.loading')}</p>;
  if (loadError) {
    return (
      <div role="alert">
        <p>{message(loadError)}</p>
        <Button onPress={() => actorRef.send({ type: 'operators.retry' })}>{t('admin.editor.tryAgain')}</Button>
      </div>
    );
  }
  return (
    <table className="admin-table">
      <caption>{t('admin.operators.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.operators.column.email')}</th>
          <th scope="col">{t('admin.operators.column.status')}</th>
          <th scope="col">{t('admin.operators.column.made')}</th>
          <th scope="col">{t('admin.operators.column.action')}</th>
        </tr>
      </thead>
      <tbody>
        {operators.map((operator) => (
          <OperatorRow key={operator.email} operator={operator} actorRef={actorRef} />
        ))}
      </tbody>
    </table>
  );
}

function OperatorRow({ operator, actorRef }: { operator: ListedOperator; actorRef: OperatorsRef }) {
  const t = useT();
  const language = useLanguage();
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const made = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(operator.createdAt));
  return (
    <tr>
      <th scope="row">{operator.email}</th>
      <td>{t(operator.enabled ? 'admin.operators.enabled' : 'admin.operators.disabled')}</td>
      <td>{t('admin.operators.atUtc', { when: made })}</td>
      <td>
        {operator.isYou ? (
          <span>{t('admin.operators.you')}</span>
        ) : (
          <Button
            variant="outline"
            aria-label={t(operator.enabled ? 'admin.operators.disableEmail' : 'admin.operators.enableEmail', { email: operator.email })}
            isDisabled={isBusy}
            focusableWhenDisabled
            onPress={() => actorRef.send({ type: 'operators.ask', email: operator.email, enabled: !operator.enabled })}
          >
            {t(operator.enabled ? 'admin.operators.disable' : 'admin.operators.enable')}
          </Button>
        )}
      </td>
    </tr>
  );
}

function ChangeDialog({ actorRef }: { actorRef: OperatorsRef }) {
  const t = useT();
  const change = useSelector(actorRef, (state) => state.context.change);
  const isOpen = useSelector(actorRef, (state) => state.hasTag('dialog'));
  const isChanging = useSelector(actorRef, (state) => state.matches({ ready: 'changing' }));
  const refusal = useSelector(actorRef, (state) => (state.matches({ ready: 'changeRefused' }) ? state.context.errorMessage : null));
  // Kept while the dialog plays its exit, when the machine has forgotten the change already.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);
  const cancel = () => actorRef.send({ type: 'operators.cancel' });
  const message = useOperatorsMessage();
  const email = shown?.email ?? '';
  return (
    <Modal
      isOpen={isOpen}
      onClose={cancel}
      title={t(shown?.enabled ? 'admin.operators.enableQuestion' : 'admin.operators.disableQuestion', { email })}
      footer={
        <div className="order-dialog-actions">
          <Button isPending={isChanging} onPress={() => actorRef.send({ type: 'operators.confirm' })}>
            {refusal ? t('admin.editor.tryAgain') : t(shown?.enabled ? 'admin.operators.enableEmail' : 'admin.operators.disableEmail', { email })}
          </Button>
          <Button variant="outline" isDisabled={isChanging} onPress={cancel}>
            {t('admin.editor.cancel')}
          </Button>
        </div>
      }
    >
      <p>{t(shown?.enabled ? 'admin.operators.enableText' : 'admin.operators.disableText')}</p>
      {refusal && <p role="alert">{message(refusal)}</p>}
    </Modal>
  );
}

export default withAdminWords(OperatorsPage);
