/**
 * /admin/orders: every account's orders, newest first, filtered and paged (docs/admin.md, "Orders"). The adminList
 * machine decides what is shown; the filters live in the address.
 */
import { Link } from 'react-router';
import { adminStatusLabel, formatDate, STATUS_LABELS } from '../../orders/format';
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { fetchAdminOrders, ORDER_FILTERS } from './api/fetch-admin-orders';
import type { AdminOrderRow } from './api/fetch-admin-orders';
import { PAYMENT_METHOD_OPTIONS, paymentMethodLabel } from './payment-method';

const FIELDS: readonly FilterField[] = [
  { name: 'identifier', label: 'Order identifier' },
  { name: 'email', label: 'Customer e-mail' },
  { name: 'status', label: 'Status', type: 'select', options: Object.entries(STATUS_LABELS) },
  { name: 'paymentMethod', label: 'Payment method', type: 'select', options: PAYMENT_METHOD_OPTIONS },
  { name: 'currency', label: 'Currency', type: 'select', options: [['CZK', 'CZK'], ['EUR', 'EUR'], ['USD', 'USD']] },
  { name: 'createdFrom', label: 'Made from', type: 'date' },
  { name: 'createdUntil', label: 'Made until', type: 'date' },
];

export default function AdminOrdersPage() {
  const { actorRef, state, context, rows } = useAdminList<AdminOrderRow>(ORDER_FILTERS, fetchAdminOrders);
  return (
    <section className="admin-section" aria-labelledby="admin-orders-heading">
      <title>Orders · Back office</title>
      <h1 id="admin-orders-heading">Orders</h1>
      <FilterForm fields={FIELDS} filter={context.filter} actorRef={actorRef} label="Filter the orders" />
      <ListState state={state} context={context} actorRef={actorRef} noun="orders">
        <AdminTable caption="Orders, newest first" columns={['Order', 'Made', 'Customer', 'Status', 'Method', 'Total']}>
          {rows.map((order) => (
            <tr key={order.identifier}>
              <th scope="row">
                <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}`}>{order.identifier}</Link>
                {order.secondPaymentId && (
                  <span className="admin-flag">
                    {' '}
                    <strong>Paid twice</strong>{' '}
                    <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}/refunds?payment=${encodeURIComponent(order.secondPaymentId)}`}>
                      Refund the second payment<span className="visually-hidden"> of {order.identifier}</span>
                    </Link>
                  </span>
                )}
              </th>
              <td>{formatDate(order.createdAt)}</td>
              <td>{order.customerEmail}</td>
              <td>{adminStatusLabel(order)}</td>
              <td>{paymentMethodLabel(order.paymentMethod)}</td>
              <td>{order.total?.formatted ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager context={context} actorRef={actorRef} label="Pages of orders" />
      </ListState>
    </section>
  );
}
