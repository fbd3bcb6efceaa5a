/**
 * /admin/services: every account's services (docs/admin.md, "Services"), the latest end first, filtered by status,
 * kind, how soon they end and a search; the filters live in the address (the adminList machine). An operator extends
 * one to a later day or ends it, with a reason, in a dialog (the serviceChange machine): a refusal stays in the dialog
 * at its field (which takes the focus), a change done closes it, the row shows the service as the server left it and
 * the focus goes to the notice that says what was done.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { serviceChangeMachine, type ServiceChangeKind } from '../../../../machines/serviceChange';
import { serviceStatusWords, type ServiceKindName, type ServiceStatusName } from '../../../../contracts/services';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { focusMover } from '../../../ui/focus';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { endService } from './api/end-service';
import { extendService } from './api/extend-service';
import { fetchAdminServices, SERVICE_FILTERS, type AdminServiceRow } from './api/fetch-admin-services';

type ChangeRef = ActorRefFrom<typeof serviceChangeMachine>;

const changeLogic = serviceChangeMachine.provide({
  actors: {
    changeService: fromPromise(({ input }) => (input.change === 'extend' ? extendService(input.serviceId, input.paidUntil, input.reason) : endService(input.serviceId, input.reason))),
  },
});

const KIND_LABELS: Record<ServiceKindName, string> = { package: 'Package', addon: 'Add-on', plugin: 'Plugin', private_registration: 'Private registration', domain: 'Domain' };

const FIELDS: readonly FilterField[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      ['EXPIRING', 'Renewal due'],
      ['GRACE', 'In grace (websites: free version; domains: normal price)'],
      ['REDEMPTION', 'In redemption'],
      ['EXPIRED', 'Archived'],
      ['RELEASED', 'Released'],
      ['ACTIVE', 'Active'],
    ],
  },
  { name: 'kind', label: 'Kind', type: 'select', options: Object.entries(KIND_LABELS).map(([kind, label]) => [kind.toUpperCase(), label] as const) },
  { name: 'dueWithinDays', label: 'Running and ending within (days)', type: 'number' },
  { name: 'search', label: 'Account e-mail, website or domain' },
];

const CHANGE_FORM_ID = 'service-change';
const FIELD_IDS = { paidUntil: `${CHANGE_FORM_ID}-paidUntil`, reason: `${CHANGE_FORM_ID}-reason` } as const;

const kindOf = (row: AdminServiceRow) => row.kind.toLowerCase() as ServiceKindName;
const statusOf = (row: AdminServiceRow) => row.status.toLowerCase() as ServiceStatusName;

/** How the page names a service: 'Package Mini of demo-blog', 'Domain example.com'. */
function serviceName(row: AdminServiceRow): string {
  const what = `${KIND_LABELS[kindOf(row)]} ${row.itemName ?? row.domain ?? ''}`.trim();
  return row.websiteName && kindOf(row) !== 'domain' ? `${what} of ${row.websiteName}` : what;
}

export default function ServicesPage() {
  const { actorRef, state, context, rows } = useAdminList<AdminServiceRow>(SERVICE_FILTERS, fetchAdminServices);
  const changeRef = useActorRef(changeLogic, inspectionOptions());
  return (
    <section className="admin-section" aria-labelledby="admin-services-heading">
      <title>Services · Back office</title>
      <h1 id="admin-services-heading">Services</h1>
      <p>
        What customers bought for a period: packages, add-ons, plugins, domains and private registrations, the latest end first. The daily job moves them through
        the lifecycle (settings and runs under Lifecycle); extend or end one here with a reason.
      </p>
      <Notice changeRef={changeRef} />
      <FilterForm fields={FIELDS} filter={context.filter} actorRef={actorRef} label="Filter the services" />
      <ListState state={state} context={context} actorRef={actorRef} noun="services">
        <AdminTable caption="Services, the latest end first" columns={['Account', 'Website or domain', 'What', 'Paid until', 'Status', 'Action']}>
          {rows.map((row) => (
            <ServiceRow key={row.id} row={row} changeRef={changeRef} />
          ))}
        </AdminTable>
        <Pager context={context} actorRef={actorRef} label="Pages of services" />
      </ListState>
      <ChangeDialog changeRef={changeRef} />
    </section>
  );
}

/** What the last change did, in a status region that takes the focus: the dialog that had it is gone. */
function Notice({ changeRef }: { changeRef: ChangeRef }) {
  const notice = useSelector(changeRef, (state) => (state.matches('changed') ? state.context.notice : null));
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice !== null) focusMover.moveFocus(() => ref.current);
  }, [notice]);
  return (
    <p role="status" className="admin-notice" tabIndex={-1} ref={ref}>
      {notice}
    </p>
  );
}

function ServiceRow({ row, changeRef }: { row: AdminServiceRow; changeRef: ChangeRef }) {
  const changed = useSelector(changeRef, (state) => state.context.changed[row.id]);
  const isBusy = useSelector(changeRef, (state) => state.hasTag('busy'));
  const status = changed?.status ?? statusOf(row);
  const paidUntil = changed?.paidUntil ?? row.paidUntil;
  const name = serviceName(row);
  const ended = status === 'expired' || status === 'released';
  const ask = (change: ServiceChangeKind) => changeRef.send({ type: 'service.ask', id: row.id, change, name });
  return (
    <tr>
      <th scope="row">{row.accountEmail}</th>
      <td>{row.domain ?? row.websiteName ?? '—'}</td>
      <td>{row.itemName ? `${KIND_LABELS[kindOf(row)]} ${row.itemName}` : KIND_LABELS[kindOf(row)]}</td>
      <td>{paidUntil.slice(0, 10)}</td>
      <td>{serviceStatusWords(kindOf(row), status)}</td>
      <td>
        {ended ? (
          '—'
        ) : (
          <span className="admin-row-actions">
            <Button variant="outline" aria-label={`Extend ${name}`} isDisabled={isBusy} focusableWhenDisabled onPress={() => ask('extend')}>
              Extend…
            </Button>{' '}
            <Button variant="outline" aria-label={`End ${name}`} isDisabled={isBusy} focusableWhenDisabled onPress={() => ask('end')}>
              End…
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

function ChangeDialog({ changeRef }: { changeRef: ChangeRef }) {
  const target = useSelector(changeRef, (state) => state.context.target);
  const isOpen = useSelector(changeRef, (state) => state.hasTag('dialog'));
  // Kept while the dialog plays its exit, when the machine has forgotten the target already.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const cancel = () => changeRef.send({ type: 'service.cancel' });
  const title = shown ? `${shown.change === 'extend' ? 'Extend' : 'End'} ${shown.name}` : '';
  return (
    <Modal isOpen={isOpen} onClose={cancel} title={title}>
      {shown && <ChangeForm key={`${shown.id}-${shown.change}`} changeRef={changeRef} change={shown.change} onCancel={cancel} />}
    </Modal>
  );
}

function ChangeForm({ changeRef, change, onCancel }: { changeRef: ChangeRef; change: ServiceChangeKind; onCancel: () => void }) {
  const [paidUntil, setPaidUntil] = useState('');
  const [reason, setReason] = useState('');
  const isChanging = useSelector(changeRef, (state) => state.matches('changing'));
  const fieldErrors = useSelector(changeRef, (state) => (state.matches('refused') ? state.context.fieldErrors : null));
  const refusal = useSelector(changeRef, (state) => (state.matches('refused') && Object.keys(state.context.fieldErrors).length === 0 ? state.context.errorMessage : null));
  // A refused field takes the focus, where its message is read; the first of them in the form's order.
  useEffect(() => {
    const field = (['paidUntil', 'reason'] as const).find((name) => fieldErrors?.[name]);
    if (field) focusMover.moveFocus(() => document.getElementById(FIELD_IDS[field]));
  }, [fieldErrors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isChanging) changeRef.send({ type: 'service.submit', paidUntil, reason });
  };
  return (
    <form id={CHANGE_FORM_ID} className="admin-form" aria-label={change === 'extend' ? 'Extend the service' : 'End the service'} onSubmit={submit} noValidate>
      <p>
        {change === 'extend'
          ? 'The service runs again until the day you choose (its paid period ends as that day begins, at midnight UTC); a website gets its package back.'
          : 'The service ends now: a website’s package is archived and the website runs the free version; a domain is released. This cannot be undone here.'}
      </p>
      {change === 'extend' && (
        <TextField
          id={FIELD_IDS.paidUntil}
          label="Paid until"
          name="paidUntil"
          value={paidUntil}
          error={fieldErrors?.paidUntil ?? null}
          onChange={setPaidUntil}
          description="As YYYY-MM-DD: after today and after the current end."
          autoFocus
        />
      )}
      <TextField
        id={FIELD_IDS.reason}
        label="Reason"
        name="reason"
        value={reason}
        error={fieldErrors?.reason ?? null}
        onChange={setReason}
        description="Kept in the audit log with your name."
        autoFocus={change === 'end'}
        multiline
      />
      {refusal && (
        <p role="alert" className="admin-refusal">
          {refusal}
        </p>
      )}
      <div className="admin-form-actions">
        <Button type="submit" isPending={isChanging}>
          {change === 'extend' ? 'Extend' : 'End the service'}
        </Button>
        <Button variant="outline" isDisabled={isChanging} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
