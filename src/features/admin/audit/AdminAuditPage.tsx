/**
 * /admin/audit: the append-only log of operators' actions, newest first, filtered and paged (docs/admin.md,
 * "Audit log"). The adminList machine decides what is shown; the filters live in the address.
 */
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { AUDIT_FILTERS, fetchAuditLog, type AuditRow } from './api/fetch-audit-log';

const FIELDS: readonly FilterField[] = [
  { name: 'operator', label: 'Operator (part of the e-mail, or "command line")' },
  { name: 'action', label: 'Action (e.g. order.markPaid)' },
  { name: 'subjectType', label: 'Subject kind (e.g. order)' },
  { name: 'subjectId', label: 'Subject (e.g. ORD-AB12CD34)' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'until', label: 'Until', type: 'date' },
];

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

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
  return (
    <section className="admin-section" aria-labelledby="admin-audit-heading">
      <title>Audit log · Back office</title>
      <h1 id="admin-audit-heading">Audit log</h1>
      <FilterForm fields={FIELDS} filter={context.filter} actorRef={actorRef} label="Filter the audit log" />
      <ListState state={state} context={context} actorRef={actorRef} noun="entries">
        <AdminTable caption="Operators’ actions, newest first" columns={['When', 'Operator', 'Action', 'Subject', 'Before', 'After', 'Reason']}>
          {rows.map((entry: AuditRow) => (
            <tr key={entry.id}>
              <th scope="row">{when(entry.at)}</th>
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
        <Pager context={context} actorRef={actorRef} label="Pages of the audit log" />
      </ListState>
    </section>
  );
}
