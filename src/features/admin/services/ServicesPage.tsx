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
import { CHANGE_FAILED_MESSAGE, serviceChangeMachine, type ServiceChangeKind } from '../../../../machines/serviceChange';
import { registrationEnded, registrationNotRenewed, runsByDomainDates, serviceStatusWords, type ServiceKindName, type ServiceStatusName } from '../../../../contracts/services';
import type { MessageId } from '../../../i18n/i18n';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { focusMover } from '../../../ui/focus';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { useAdminWords, type AdminWords, type KnownPattern } from '../list/words';
import { endService } from './api/end-service';
import { extendService } from './api/extend-service';
import { DUE_DAYS_REFUSAL, fetchAdminServices, SERVICE_FILTERS, type AdminServiceRow } from './api/fetch-admin-services';

type ChangeRef = ActorRefFrom<typeof serviceChangeMachine>;

const changeLogic = serviceChangeMachine.provide({
  actors: {
    changeService: fromPromise(({ input }) => (input.change === 'extend' ? extendService(input.serviceId, input.paidUntil, input.reason) : endService(input.serviceId, input.reason))),
  },
});

const KIND_IDS: Record<ServiceKindName, MessageId> = {
  package: 'admin.services.kind.package',
  addon: 'admin.services.kind.addon',
  plugin: 'admin.services.kind.plugin',
  private_registration: 'admin.services.kind.privateRegistration',
  domain: 'admin.services.kind.domain',
};

const STATUS_IDS: Record<ServiceStatusName, MessageId> = {
  active: 'admin.services.status.active',
  expiring: 'admin.services.status.expiring',
  grace: 'admin.services.status.grace',
  redemption: 'admin.services.status.redemption',
  expired: 'admin.services.status.expired',
  released: 'admin.services.status.released',
};

/**
 * A service's status in the page's language (contracts/services.ts serviceStatusWords: a domain's grace is not the free
 * version, a private registration released has ended).
 */
const statusId = (kind: ServiceKindName, status: ServiceStatusName): MessageId =>
  registrationEnded(kind, status) ? 'admin.services.status.registrationEnded' : runsByDomainDates(kind) && status === 'grace' ? 'admin.services.status.domainGrace' : STATUS_IDS[status];

/** The English words of each status (what the machine's notice says), by their message. */
const STATUS_WORD_IDS: Record<string, MessageId> = Object.fromEntries(
  (['package', 'domain', 'private_registration'] as const).flatMap((kind) => (Object.keys(STATUS_IDS) as ServiceStatusName[]).map((status) => [serviceStatusWords(kind, status), statusId(kind, status)])),
);

/** The filter's statuses, in the order the form offers them. */
const FILTER_STATUS_IDS: readonly (readonly [string, MessageId])[] = [
  ['EXPIRING', 'admin.services.filter.expiring'],
  ['GRACE', 'admin.services.filter.grace'],
  ['REDEMPTION', 'admin.services.filter.redemption'],
  ['EXPIRED', 'admin.services.filter.expired'],
  ['RELEASED', 'admin.services.filter.released'],
  ['ACTIVE', 'admin.services.filter.active'],
];

function fieldsOf({ t }: AdminWords): readonly FilterField[] {
  return [
    { name: 'status', label: t('admin.services.filter.status'), type: 'select', options: FILTER_STATUS_IDS.map(([status, id]) => [status, t(id)] as const) },
    { name: 'kind', label: t('admin.services.filter.kind'), type: 'select', options: Object.entries(KIND_IDS).map(([kind, id]) => [kind.toUpperCase(), t(id)] as const) },
    { name: 'dueWithinDays', label: t('admin.services.filter.dueWithinDays'), type: 'number' },
    { name: 'search', label: t('admin.services.filter.search') },
  ];
}

/** What the serviceChange machine says in English, in the page's language: its failure and its notices. */
const CHANGE_TEXTS: Record<string, MessageId> = { [CHANGE_FAILED_MESSAGE]: 'admin.services.changeFailed' };

function noticePatterns({ t }: AdminWords): KnownPattern[] {
  const status = (words: string) => {
    const id = STATUS_WORD_IDS[words];
    return id ? t(id) : words;
  };
  return [
    { pattern: /^Extended: (?<name>.+) is paid until (?<date>\S+)\.$/, id: 'admin.services.extended' },
    { pattern: /^Ended: (?<name>.+) is now "(?<status>.+)"\.$/, id: 'admin.services.ended', translate: { status } },
  ];
}

const CHANGE_FORM_ID = 'service-change';
const FIELD_IDS = { paidUntil: `${CHANGE_FORM_ID}-paidUntil`, reason: `${CHANGE_FORM_ID}-reason` } as const;

const kindOf = (row: AdminServiceRow) => row.kind.toLowerCase() as ServiceKindName;
const statusOf = (row: AdminServiceRow) => row.status.toLowerCase() as ServiceStatusName;

/** How the page names a service: 'Package Mini of demo-blog', 'Domain example.com'. */
function serviceName(row: AdminServiceRow, { t }: AdminWords): string {
  const what = `${t(KIND_IDS[kindOf(row)])} ${row.itemName ?? row.domain ?? ''}`.trim();
  return row.websiteName && kindOf(row) !== 'domain' ? t('admin.services.nameOf', { what, website: row.websiteName }) : what;
}

export default function ServicesPage() {
  const { actorRef, state, context, rows } = useAdminList<AdminServiceRow>(SERVICE_FILTERS, fetchAdminServices);
  const changeRef = useActorRef(changeLogic, inspectionOptions());
  const words = useAdminWords();
  const { t } = words;
  const columns = [
    t('admin.services.column.account'),
    t('admin.services.column.where'),
    t('admin.services.column.what'),
    t('admin.services.column.paidUntil'),
    t('admin.services.column.status'),
    t('admin.services.column.action'),
  ];
  return (
    <section className="admin-section" aria-labelledby="admin-services-heading">
      <title>{t('admin.shell.pageTitle', { page: t('admin.shell.section.services') })}</title>
      <h1 id="admin-services-heading">{t('admin.shell.section.services')}</h1>
      <p>{t('admin.services.intro')}</p>
      <Notice changeRef={changeRef} />
      <FilterForm fields={fieldsOf(words)} filter={context.filter} actorRef={actorRef} label={t('admin.services.filterLabel')} />
      <ListState
        state={state}
        context={context}
        actorRef={actorRef}
        words={{ loading: t('admin.services.loading'), empty: t('admin.services.empty'), known: { [DUE_DAYS_REFUSAL]: 'admin.services.dueDaysRefusal' } }}
      >
        <AdminTable caption={t('admin.services.caption')} columns={columns}>
          {rows.map((row) => (
            <ServiceRow key={row.id} row={row} changeRef={changeRef} />
          ))}
        </AdminTable>
        <Pager context={context} actorRef={actorRef} label={t('admin.services.pages')} />
      </ListState>
      <ChangeDialog changeRef={changeRef} />
    </section>
  );
}

/** What the last change did, in a status region that takes the focus: the dialog that had it is gone. */
function Notice({ changeRef }: { changeRef: ChangeRef }) {
  const words = useAdminWords();
  const notice = useSelector(changeRef, (state) => (state.matches('changed') ? state.context.notice : null));
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice !== null) focusMover.moveFocus(() => ref.current);
  }, [notice]);
  return (
    <p role="status" className="admin-notice" tabIndex={-1} ref={ref}>
      {notice === null ? null : words.message(notice, CHANGE_TEXTS, noticePatterns(words))}
    </p>
  );
}

function ServiceRow({ row, changeRef }: { row: AdminServiceRow; changeRef: ChangeRef }) {
  const words = useAdminWords();
  const { t } = words;
  const changed = useSelector(changeRef, (state) => state.context.changed[row.id]);
  const isBusy = useSelector(changeRef, (state) => state.hasTag('busy'));
  const status = changed?.status ?? statusOf(row);
  const paidUntil = changed?.paidUntil ?? row.paidUntil;
  const name = serviceName(row, words);
  const ended = status === 'expired' || status === 'released';
  // A private registration left out of its domain's renewal: still running, but to its date only.
  const notRenewed = registrationNotRenewed(row.notRenewed, status);
  const day = new Intl.DateTimeFormat(words.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(paidUntil));
  const ask = (change: ServiceChangeKind) => changeRef.send({ type: 'service.ask', id: row.id, change, name });
  return (
    <tr>
      <th scope="row">{row.accountEmail}</th>
      <td>{row.domain ?? row.websiteName ?? '—'}</td>
      <td>
        {t(KIND_IDS[kindOf(row)])}
        {row.itemName && ` ${row.itemName}`}
      </td>
      <td>{paidUntil.slice(0, 10)}</td>
      <td>
        {notRenewed ? t('admin.services.status.notRenewed') : t(statusId(kindOf(row), status))}
        {registrationEnded(kindOf(row), status) && <p className="admin-status-note">{t('admin.services.registrationEnded', { date: day })}</p>}
        {notRenewed && <p className="admin-status-note">{t('admin.services.notRenewed', { date: day })}</p>}
      </td>
      <td>
        {ended ? (
          '—'
        ) : (
          <span className="admin-row-actions">
            <Button variant="outline" aria-label={t('admin.services.extendName', { name })} isDisabled={isBusy} focusableWhenDisabled onPress={() => ask('extend')}>
              {t('admin.services.extendButton')}
            </Button>{' '}
            <Button variant="outline" aria-label={t('admin.services.endName', { name })} isDisabled={isBusy} focusableWhenDisabled onPress={() => ask('end')}>
              {t('admin.services.endButton')}
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}

function ChangeDialog({ changeRef }: { changeRef: ChangeRef }) {
  const { t } = useAdminWords();
  const target = useSelector(changeRef, (state) => state.context.target);
  const isOpen = useSelector(changeRef, (state) => state.hasTag('dialog'));
  // Kept while the dialog plays its exit, when the machine has forgotten the target already.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  const cancel = () => changeRef.send({ type: 'service.cancel' });
  const title = shown ? t(shown.change === 'extend' ? 'admin.services.extendName' : 'admin.services.endName', { name: shown.name }) : '';
  return (
    <Modal isOpen={isOpen} onClose={cancel} title={title}>
      {shown && <ChangeForm key={`${shown.id}-${shown.change}`} changeRef={changeRef} change={shown.change} onCancel={cancel} />}
    </Modal>
  );
}

function ChangeForm({ changeRef, change, onCancel }: { changeRef: ChangeRef; change: ServiceChangeKind; onCancel: () => void }) {
  const { t, message } = useAdminWords();
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
    <form id={CHANGE_FORM_ID} className="admin-form" aria-label={t(change === 'extend' ? 'admin.services.extendForm' : 'admin.services.endForm')} onSubmit={submit} noValidate>
      <p>{t(change === 'extend' ? 'admin.services.extendExplained' : 'admin.services.endExplained')}</p>
      {change === 'extend' && (
        <TextField
          id={FIELD_IDS.paidUntil}
          label={t('admin.services.paidUntil')}
          name="paidUntil"
          value={paidUntil}
          error={fieldErrors?.paidUntil ?? null}
          onChange={setPaidUntil}
          description={t('admin.services.paidUntilHint')}
          autoFocus
        />
      )}
      <TextField
        id={FIELD_IDS.reason}
        label={t('admin.services.reason')}
        name="reason"
        value={reason}
        error={fieldErrors?.reason ?? null}
        onChange={setReason}
        description={t('admin.services.reasonHint')}
        autoFocus={change === 'end'}
        multiline
      />
      {refusal && (
        <p role="alert" className="admin-refusal">
          {message(refusal, CHANGE_TEXTS)}
        </p>
      )}
      <div className="admin-form-actions">
        <Button type="submit" isPending={isChanging}>
          {t(change === 'extend' ? 'admin.services.extend' : 'admin.services.end')}
        </Button>
        <Button variant="outline" isDisabled={isChanging} onPress={onCancel}>
          {t('admin.services.cancel')}
        </Button>
      </div>
    </form>
  );
}
