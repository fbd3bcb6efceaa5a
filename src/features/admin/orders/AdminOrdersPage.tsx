/**
 * /admin/orders: every account's orders, newest first, filtered and paged (docs/admin.md, "Orders"). The adminList
 * machine decides what is shown; the filters live in the address.
 */
import { Link } from 'react-router';
import { formatDate } from '../../orders/format';
import { AdminTable, FilterForm, ListState, Pager, type FilterField } from '../list/AdminList';
import { useAdminList } from '../list/useAdminList';
import { useAdminWords } from '../list/words';
import { fetchAdminOrders, ORDER_FILTERS } from './api/fetch-admin-orders';
import type { AdminOrderRow } from './api/fetch-admin-orders';
import { paymentMethodLabel, paymentMethodOptions } from './payment-method';
import { adminStatusId, ORDER_STATUS_IDS } from './status';

export default function AdminOrdersPage() {
  const { actorRef, state, context, rows } = useAdminList<AdminOrderRow>(ORDER_FILTERS, fetchAdminOrders);
  const { t, language } = useAdminWords();
  const fields: readonly FilterField[] = [
    { name: 'identifier', label: t('admin.orders.filter.identifier') },
    { name: 'email', label: t('admin.orders.filter.email') },
    { name: 'status', label: t('admin.orders.filter.status'), type: 'select', options: Object.entries(ORDER_STATUS_IDS).map(([status, id]) => [status, t(id)] as const) },
    { name: 'paymentMethod', label: t('admin.orders.filter.paymentMethod'), type: 'select', options: paymentMethodOptions(t, language) },
    { name: 'currency', label: t('admin.orders.filter.currency'), type: 'select', options: [['CZK', 'CZK'], ['EUR', 'EUR'], ['USD', 'USD']] },
    { name: 'createdFrom', label: t('admin.orders.filter.createdFrom'), type: 'date' },
    { name: 'createdUntil', label: t('admin.orders.filter.createdUntil'), type: 'date' },
  ];
  const columns = [t('admin.orders.column.order'), t('admin.orders.column.made'), t('admin.orders.column.customer'), t('admin.orders.column.status'), t('admin.orders.column.method'), t('admin.orders.column.total')];
  return (
    <section className="admin-section" aria-labelledby="admin-orders-heading">
      <title>{t('admin.shell.pageTitle', { page: t('admin.shell.section.orders') })}</title>
      <h1 id="admin-orders-heading">{t('admin.shell.section.orders')}</h1>
      <FilterForm fields={fields} filter={context.filter} actorRef={actorRef} label={t('admin.orders.filterLabel')} />
      <ListState state={state} context={context} actorRef={actorRef} words={{ loading: t('admin.orders.loading'), empty: t('admin.orders.empty') }}>
        <AdminTable caption={t('admin.orders.caption')} columns={columns}>
          {rows.map((order) => (
            <tr key={order.identifier}>
              <th scope="row">
                <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}`}>{order.identifier}</Link>
                {order.secondPaymentId && (
                  <span className="admin-flag">
                    {' '}
                    <strong>{t('admin.orders.paidTwice')}</strong>{' '}
                    <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}/refunds?payment=${encodeURIComponent(order.secondPaymentId)}`}>
                      {t('admin.orders.refundSecond')}
                      <span className="visually-hidden"> {t('admin.orders.refundSecondOf', { identifier: order.identifier })}</span>
                    </Link>
                  </span>
                )}
              </th>
              <td>{formatDate(order.createdAt, language)}</td>
              <td>{order.customerEmail}</td>
              <td>{t(adminStatusId(order))}</td>
              <td>{paymentMethodLabel(order.paymentMethod, t, language)}</td>
              <td>{order.total?.formatted ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
        <Pager context={context} actorRef={actorRef} label={t('admin.orders.pages')} />
      </ListState>
    </section>
  );
}
