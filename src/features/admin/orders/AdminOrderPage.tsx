/**
 * /admin/orders/:identifier: one order as the operator needs it (docs/admin.md, "An order"): its lines and VAT as
 * the customer saw them, customer and billing data, payments, invoice and its full history. Loaded through the
 * adminList machine (one row: the order), so loading, failing with Try again and an unknown order are its states.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { adminListMachine } from '../../../../machines/adminList';
import { inspectionOptions } from '../../../app/inspection';
import { adminStatusLabel } from '../../orders/format';
import { ListState } from '../list/AdminList';
import { fetchAdminOrder, type AdminOrderView } from './api/fetch-admin-order';
import { paymentMethodLabel } from './payment-method';

const orderLogic = adminListMachine.provide({
  actors: { fetchPage: fromPromise(async ({ input }) => ({ rows: [await fetchAdminOrder(input.filter.identifier ?? '')], total: 1, pageSize: 1 })) },
});

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

export default function AdminOrderPage() {
  const { identifier = '' } = useParams();
  const [input] = useState(() => ({ filter: { identifier }, page: 1 }));
  const actorRef = useActorRef(orderLogic, { ...inspectionOptions(), input });
  const state = useSelector(actorRef, (snapshot) => snapshot.value as string);
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const order = context.rows[0] as AdminOrderView | undefined;
  return (
    <section className="admin-section">
      <title>{`${identifier} · Back office`}</title>
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
      <ListState state={state} context={context} actorRef={actorRef} noun="orders">
        {order && <OrderDetail order={order} />}
      </ListState>
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrderView }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's content arrived: the keyboard starts from its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Order {order.identifier}
      </h1>
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>{adminStatusLabel(order)}</dd>
        {order.payBy && (
          <>
            <dt>{order.expired ? 'Bank transfer expired' : 'Bank transfer awaited until'}</dt>
            <dd>{when(order.payBy)}</dd>
          </>
        )}
        <dt>Made</dt>
        <dd>{when(order.createdAt)}</dd>
        {order.finishedAt && (
          <>
            <dt>Sent for payment</dt>
            <dd>{when(order.finishedAt)}</dd>
          </>
        )}
        {order.paidAt && (
          <>
            <dt>Paid</dt>
            <dd>{when(order.paidAt)}</dd>
          </>
        )}
        <dt>Customer</dt>
        <dd>{order.customerEmail}</dd>
        <dt>Website</dt>
        <dd>{order.websiteName ?? '—'}</dd>
        <dt>Payment method</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
      </dl>
      <p>
        <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}/refunds`}>Refunds</Link>
      </p>

      <h2>Items</h2>
      <p>{order.pricingStored ? 'As the customer finished the order (stored then; later catalogue changes do not alter it).' : 'A draft: priced with today’s catalogue.'}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Period</th>
            <th scope="col">Price without VAT</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.description}</th>
              <td>{line.period}</td>
              <td>{line.net.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="admin-facts">
        <dt>Without VAT</dt>
        <dd>{order.net.formatted}</dd>
        <dt>VAT {order.vatRateBasisPoints / 100} %{order.reverseCharge ? ' (reverse charge)' : ''}</dt>
        <dd>{order.vat.formatted}</dd>
        <dt>Total</dt>
        <dd>{order.total.formatted}</dd>
      </dl>

      <section aria-labelledby="admin-order-billing">
        <h2 id="admin-order-billing">Billing</h2>
        {order.billing.length === 0 ? (
          <p>No billing data yet.</p>
        ) : (
          // In the order of the checkout's billing form, as the server lists them.
          <dl className="admin-facts">
            {order.billing.map((value) => (
              <div key={value.name} className="admin-fact">
                <dt>{value.label}</dt>
                <dd>{value.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <h2>Payments</h2>
      {order.payments.length === 0 ? (
        <p>No payments.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Started</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">{payment.provider}</th>
                <td>{payment.amount.formatted}</td>
                <td>{payment.status.toLowerCase()}</td>
                <td>{when(payment.createdAt)}</td>
                <td>{when(payment.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Invoice</h2>
      {order.invoice ? (
        <p>
          <a href={order.invoice.downloadUrl} download>
            Invoice {order.invoice.number} (PDF)
          </a>
        </p>
      ) : (
        <p>No invoice: one is issued when the order is paid.</p>
      )}

      <h2 id="admin-order-history">History</h2>
      {order.history.length === 0 ? (
        <p>Nothing has happened to this order yet.</p>
      ) : (
        <ol className="admin-history" aria-labelledby="admin-order-history">
          {order.history.map((entry, index) => (
            <li key={index}>
              <strong>{entry.summary}</strong> — {when(entry.at)}, by {entry.actorEmail ? `${entry.actorKind} ${entry.actorEmail}` : entry.actorKind}
              {entry.reason && <> — “{entry.reason}”</>}
              {(entry.before ?? entry.after) && (
                <div className="admin-change">
                  <span>Before: {entry.before ?? '—'}</span> <span>After: {entry.after ?? '—'}</span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
