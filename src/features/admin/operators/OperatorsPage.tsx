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
import { operatorsMachine, type ListedOperator } from '../../../../machines/operators';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { focusMover } from '../../../ui/focus';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { fetchOperators } from './api/fetch-operators';
import { inviteOperator } from './api/invite-operator';
import { setOperatorEnabled } from './api/set-operator-enabled';

type OperatorsRef = ActorRefFrom<typeof operatorsMachine>;

const operatorsLogic = operatorsMachine.provide({
  actors: {
    loadOperators: fromPromise(() => fetchOperators()),
    inviteOperator: fromPromise(({ input }) => inviteOperator(input.email)),
    setOperatorEnabled: fromPromise(({ input }) => setOperatorEnabled(input.email, input.enabled)),
  },
});

const INVITE_FIELD_ID = 'operator-invite-email';

const made = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

export default function OperatorsPage() {
  const actorRef = useActorRef(operatorsLogic, inspectionOptions());
  return (
    <section className="admin-section" aria-labelledby="admin-operators-heading">
      <title>Operators · Back office</title>
      <h1 id="admin-operators-heading">Operators</h1>
      <p>The people who can sign in to the back office. An invitation e-mails the address a link, valid for an hour, to set a password.</p>
      <Outcome actorRef={actorRef} />
      <InviteForm actorRef={actorRef} />
      <OperatorList actorRef={actorRef} />
      <ChangeDialog actorRef={actorRef} />
    </section>
  );
}

/** What the last action did (a polite status) or why it failed outside the dialog and the field (an alert). */
function Outcome({ actorRef }: { actorRef: OperatorsRef }) {
  const notice = useSelector(actorRef, (state) => state.context.notice);
  const refusal = useSelector(actorRef, (state) => (state.matches({ ready: 'inviteRefused' }) ? state.context.errorMessage : null));
  return (
    <>
      <div role="status">{notice && <p className="admin-notice">{notice}</p>}</div>
      <div role="alert">{refusal && <p className="admin-mail-refusal">{refusal}</p>}</div>
    </>
  );
}

function InviteForm({ actorRef }: { actorRef: OperatorsRef }) {
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
      <h2 id="operator-invite-heading">Invite an operator</h2>
      <TextField id={INVITE_FIELD_ID} label="E-mail address" name="email" type="email" autoComplete="off" value={email} error={fieldError} onChange={setEmail} />
      <Button type="submit" isPending={isInviting} isDisabled={!isReady} focusableWhenDisabled>
        {isInviting ? 'Inviting…' : 'Invite'}
      </Button>
    </form>
  );
}

function OperatorList({ actorRef }: { actorRef: OperatorsRef }) {
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const loadError = useSelector(actorRef, (state) => (state.matches('loadFailed') ? state.context.loadError : null));
  const operators = useSelector(actorRef, (state) => state.context.operators);
  if (isLoading) return <p role="status">Loading the operators…</p>;
  if (loadError) {
    return (
      <div role="alert">
        <p>{loadError}</p>
        <Button onPress={() => actorRef.send({ type: 'operators.retry' })}>Try again</Button>
      </div>
    );
  }
  return (
    <table className="admin-table">
      <caption>Operators, the oldest first</caption>
      <thead>
        <tr>
          <th scope="col">E-mail</th>
          <th scope="col">Status</th>
          <th scope="col">Made</th>
          <th scope="col">Action</th>
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
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const action = operator.enabled ? 'Disable' : 'Enable';
  return (
    <tr>
      <th scope="row">{operator.email}</th>
      <td>{operator.enabled ? 'Enabled' : 'Disabled'}</td>
      <td>{made(operator.createdAt)}</td>
      <td>
        {operator.isYou ? (
          <span>You. Another operator can disable your account: nobody disables themself, so someone is always left to enable it again.</span>
        ) : (
          <Button variant="outline" aria-label={`${action} ${operator.email}`} isDisabled={isBusy} focusableWhenDisabled onPress={() => actorRef.send({ type: 'operators.ask', email: operator.email, enabled: !operator.enabled })}>
            {action}
          </Button>
        )}
      </td>
    </tr>
  );
}

function ChangeDialog({ actorRef }: { actorRef: OperatorsRef }) {
  const change = useSelector(actorRef, (state) => state.context.change);
  const isOpen = useSelector(actorRef, (state) => state.hasTag('dialog'));
  const isChanging = useSelector(actorRef, (state) => state.matches({ ready: 'changing' }));
  const refusal = useSelector(actorRef, (state) => (state.matches({ ready: 'changeRefused' }) ? state.context.errorMessage : null));
  // Kept while the dialog plays its exit, when the machine has forgotten the change already.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);
  const cancel = () => actorRef.send({ type: 'operators.cancel' });
  const action = shown?.enabled ? 'Enable' : 'Disable';
  return (
    <Modal
      isOpen={isOpen}
      onClose={cancel}
      title={`${action} ${shown?.email ?? ''}?`}
      footer={
        <div className="order-dialog-actions">
          <Button isPending={isChanging} onPress={() => actorRef.send({ type: 'operators.confirm' })}>
            {refusal ? 'Try again' : `${action} ${shown?.email ?? ''}`}
          </Button>
          <Button variant="outline" isDisabled={isChanging} onPress={cancel}>
            Cancel
          </Button>
        </div>
      }
    >
      <p>
        {shown?.enabled
          ? 'They can sign in to the back office again with their password.'
          : 'They can no longer sign in to the back office, and every session of theirs ends at once. Another operator can enable them again.'}
      </p>
      {refusal && <p role="alert">{refusal}</p>}
    </Modal>
  );
}
