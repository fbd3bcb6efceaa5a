/**
 * /admin/audit: the append-only log of operators' actions, newest first, filtered and paged (docs/admin.md,
 * "Audit log"). The adminList machine decides what is shown; the filters live in the address.
 */
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { useAdminWords } from '../list/words';
import { AUDIT_FILTERS, fetchAuditLog, type AuditRow } from './api/fetch-audit-log';

/** A JSON value of the log, one "name: value" line per field; other JSON as it is. */
function Readable({ json }: { json: string | null }) {
  if (json === null) return <>—</>;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return <>{json}</>;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return <>{json}</>;
  return (
    <dl className="admin-json">
      {Object.entries(value).map(([name, inner]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{typeof inner === 'string' ? inner : JSON.stringify(inner)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AdminAuditPage() {
  const { actorRef, state, context, rows } = useAdminList<AuditRow>(AUDIT_FILTERS, fetchAuditLog);
  const { t, when } = useAdminWords();
  const fields: readonly FilterField[] = [
    { name: 'operator', label: t('admin.audit.filter.operator') },
    { name: 'action', label: t('admin.audit.filter.action') },
    { name: 'subjectType', label: t('admin.audit.filter.subjectType') },
    { name: 'subjectId', label: t('admin.audit.filter.subjectId') },
    { name: 'from', label: t('admin.audit.filter.from'), type: 'date' },
    { name: 'until', label: t('admin.audit.filter.until'), type: 'date' },
  ];
  const columns = [
    t('admin.audit.column.when'),
    t('admin.audit.column.operator'),
    t('admin.audit.column.action'),
    t('admin.audit.column.subject'),
    t('admin.audit.column.before'),
    t('admin.audit.column.after'),
    t('admin.audit.column.reason'),
  ];
  return (
    <section className="admin-section" aria-labelledby="admin-audit-heading">
      <title>{t('admin.shell.pageTitle', { page: t('admin.shell.section.audit') })}</title>
      <h1 id="admin-audit-heading">{t('admin.shell.section.audit')}</h1>
      <FilterForm fields={fields} filter={context.filter} actorRef={actorRef} label={t('admin.audit.filterLabel')} />
      <ListState state={state} context={context} actorRef={actorRef} words={{ loading: t('admin.audit.loading'), empty: t('admin.audit.empty') }}>
        <AdminTable caption={t('admin.audit.caption')} columns={columns}>
          {rows.map((entry: AuditRow) => (
            <tr key={entry.id}>
              <th scope="row">{when(entry.at, true)}</th>
              <td>{entry.operatorEmail}</td>
              <td>{entry.action}</td>
              <td>
                {entry.subjectType} {entry.subjectId}
              </td>
              <td>
                <Readable json={entry.before} />
              </td>
              <td>
                <Readable json={entry.after} />
              </td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager context={context} actorRef={actorRef} label={t('admin.audit.pages')} />
      </ListState>
    </section>
  );
}
