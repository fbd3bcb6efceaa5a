/**
 * /admin/orders/:identifier: one order as the operator needs it (docs/admin.md, "An order"): its lines and VAT as
 * the customer saw them, customer and billing data, payments, invoice and its full history. Loaded through the
 * adminList machine (one row: the order), so loading, failing with Try again and an unknown order are its states.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { adminListMachine } from '../../../../machines/adminList';
import { inspectionOptions } from '../../../app/inspection';
import type { MessageId } from '../../../i18n/i18n';
import { ListState } from '../list/AdminList';
import { useAdminWords, type AdminWords } from '../list/words';
import { fetchAdminOrder, type AdminOrderView } from './api/fetch-admin-order';
import { paymentMethodLabel } from './payment-method';
import { adminStatusId, ORDER_STATUS_IDS } from './status';

const orderLogic = adminListMachine.provide({
  actors: { fetchPage: fromPromise(async ({ input }) => ({ rows: [await fetchAdminOrder(input.filter.identifier ?? '')], total: 1, pageSize: 1 })) },
});

/** A billing value's label by the checkout's field name; a name not listed keeps the server's label. */
const BILLING_LABEL_IDS: Record<string, MessageId> = {
  firstname: 'admin.order.billing.firstname',
  surname: 'admin.order.billing.surname',
  email: 'admin.order.billing.email',
  phone: 'admin.order.billing.phone',
  street: 'admin.order.billing.street',
  city: 'admin.order.billing.city',
  zip: 'admin.order.billing.zip',
  country: 'admin.order.billing.country',
  companyBilling: 'admin.order.billing.companyBilling',
  company: 'admin.order.billing.company',
  ic: 'admin.order.billing.businessId',
  dic: 'admin.order.billing.taxId',
};

/** The company switch's value as the server writes it. */
const BILLING_VALUE_IDS: Record<string, MessageId> = { Yes: 'admin.order.billing.yes', No: 'admin.order.billing.no' };

const PAYMENT_STATUS_IDS: Record<string, MessageId> = { pending: 'admin.order.payment.pending', succeeded: 'admin.order.payment.succeeded', failed: 'admin.order.payment.failed' };

const ACTOR_IDS: Record<string, MessageId> = { customer: 'admin.order.actor.customer', operator: 'admin.order.actor.operator', system: 'admin.order.actor.system' };

/** The statuses a history entry's summary names ('Draft → Awaiting payment'), as the server writes them. */
const HISTORY_STATUS_IDS: Record<string, MessageId> = {
  New: 'admin.order.historyStatus.new',
  Draft: ORDER_STATUS_IDS.DRAFT,
  'Awaiting payment': ORDER_STATUS_IDS.AWAITING_PAYMENT,
  Paid: ORDER_STATUS_IDS.PAID,
  Cancelled: ORDER_STATUS_IDS.CANCELLED,
  Deleted: 'admin.order.historyStatus.deleted',
};

/** A stored period ('12 months', '1 year') in the page's language; another text as it is. */
function periodText(period: string, { t }: AdminWords): string {
  const match = /^(\d+) (month|year)s?$/.exec(period);
  return match ? t(match[2] === 'month' ? 'admin.order.months' : 'admin.order.years', { count: Number(match[1]) }) : period;
}

/** A history entry's summary: a change of status ('Draft → Awaiting payment') in the page's language; an action of the audit log ('order.markPaid') as it is. */
function summaryText(summary: string, { t }: AdminWords): ReactNode {
  const status = (text: string) => {
    const id = HISTORY_STATUS_IDS[text];
    return id ? t(id) : text;
  };
  const change = /^(?<from>.+) → (?<to>.+)$/.exec(summary)?.groups;
  return change ? (
    <>
      {status(change.from ?? '')} → {status(change.to ?? '')}
    </>
  ) : (
    summary
  );
}

export default function AdminOrderPage() {
  const { identifier = '' } = useParams();
  const { t } = useAdminWords();
  const [input] = useState(() => ({ filter: { identifier }, page: 1 }));
  const actorRef = useActorRef(orderLogic, { ...inspectionOptions(), input });
  const state = useSelector(actorRef, (snapshot) => snapshot.value as string);
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const order = context.rows[0] as AdminOrderView | undefined;
  return (
    <section className="admin-section">
      <title>{t('admin.shell.pageTitle', { page: identifier })}</title>
      <p>
        <Link to="/admin/orders">{t('admin.order.allOrders')}</Link>
      </p>
      <ListState state={state} context={context} actorRef={actorRef} words={{ loading: t('admin.orders.loading'), empty: t('admin.orders.empty') }}>
        {order && <OrderDetail order={order} />}
      </ListState>
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrderView }) {
  const words = useAdminWords();
  const { t, language, number } = words;
  const when = (iso: string) => words.when(iso);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's content arrived: the keyboard starts from its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('admin.order.heading', { identifier: order.identifier })}
      </h1>
      <dl className="admin-facts">
        <dt>{t('admin.order.status')}</dt>
        <dd>{t(adminStatusId(order))}</dd>
        {order.payBy && (
          <>
            <dt>{t(order.expired ? 'admin.order.transferExpired' : 'admin.order.transferAwaitedUntil')}</dt>
            <dd>{when(order.payBy)}</dd>
          </>
        )}
        <dt>{t('admin.order.made')}</dt>
        <dd>{when(order.createdAt)}</dd>
        {order.finishedAt && (
          <>
            <dt>{t('admin.order.sentForPayment')}</dt>
            <dd>{when(order.finishedAt)}</dd>
          </>
        )}
        {order.paidAt && (
          <>
            <dt>{t('admin.order.paid')}</dt>
            <dd>{when(order.paidAt)}</dd>
          </>
        )}
        <dt>{t('admin.order.customer')}</dt>
        <dd>{order.customerEmail}</dd>
        <dt>{t('admin.order.website')}</dt>
        <dd>{order.websiteName ?? '—'}</dd>
        <dt>{t('admin.order.paymentMethod')}</dt>
        <dd>{paymentMethodLabel(order.paymentMethod, t, language)}</dd>
      </dl>
      <p>
        <Link to={`/admin/orders/${encodeURIComponent(order.identifier)}/refunds`}>{t('admin.order.refunds')}</Link>
      </p>

      <h2>{t('admin.order.items')}</h2>
      <p>{t(order.pricingStored ? 'admin.order.pricingStored' : 'admin.order.pricingDraft')}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.order.column.item')}</th>
            <th scope="col">{t('admin.order.column.period')}</th>
            <th scope="col">{t('admin.order.column.net')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.description}</th>
              <td>{periodText(line.period, words)}</td>
              <td>{line.net.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="admin-facts">
        <dt>{t('admin.order.withoutVat')}</dt>
        <dd>{order.net.formatted}</dd>
        <dt>{t(order.reverseCharge ? 'admin.order.vatReverseCharge' : 'admin.order.vat', { rate: number(order.vatRateBasisPoints / 100) })}</dt>
        <dd>{order.vat.formatted}</dd>
        <dt>{t('admin.order.total')}</dt>
        <dd>{order.total.formatted}</dd>
      </dl>

      <section aria-labelledby="admin-order-billing">
        <h2 id="admin-order-billing">{t('admin.order.billing')}</h2>
        {order.billing.length === 0 ? (
          <p>{t('admin.order.noBilling')}</p>
        ) : (
          // In the order of the checkout's billing form, as the server lists them.
          <dl className="admin-facts">
            {order.billing.map((value) => (
              <div key={value.name} className="admin-fact">
                <dt>{BILLING_LABEL_IDS[value.name] ? t(BILLING_LABEL_IDS[value.name] as MessageId) : value.label}</dt>
                <dd>{value.name === 'companyBilling' && BILLING_VALUE_IDS[value.value] ? t(BILLING_VALUE_IDS[value.value] as MessageId) : value.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <h2>{t('admin.order.payments')}</h2>
      {order.payments.length === 0 ? (
        <p>{t('admin.order.noPayments')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.order.column.provider')}</th>
              <th scope="col">{t('admin.order.column.amount')}</th>
              <th scope="col">{t('admin.order.column.status')}</th>
              <th scope="col">{t('admin.order.column.started')}</th>
              <th scope="col">{t('admin.order.column.lastChange')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">{payment.provider}</th>
                <td>{payment.amount.formatted}</td>
                <td>{paymentStatusText(payment.status, words)}</td>
                <td>{when(payment.createdAt)}</td>
                <td>{when(payment.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t('admin.order.invoice')}</h2>
      {order.invoice ? (
        <p>
          <a href={order.invoice.downloadUrl} download>
            {t('admin.order.invoiceLink', { number: order.invoice.number })}
          </a>
        </p>
      ) : (
        <p>{t('admin.order.noInvoice')}</p>
      )}

      <h2 id="admin-order-history">{t('admin.order.history')}</h2>
      {order.history.length === 0 ? (
        <p>{t('admin.order.noHistory')}</p>
      ) : (
        <ol className="admin-history" aria-labelledby="admin-order-history">
          {order.history.map((entry, index) => (
            <li key={index}>
              <strong>{summaryText(entry.summary, words)}</strong>
              {' — '}
              {entry.reason
                ? t('admin.order.historyByWithReason', { when: when(entry.at), actor: actorText(entry, words), reason: entry.reason })
                : t('admin.order.historyBy', { when: when(entry.at), actor: actorText(entry, words) })}
              {(entry.before ?? entry.after) && (
                <div className="admin-change">
                  <span>{t('admin.order.before', { value: entry.before ?? '—' })}</span> <span>{t('admin.order.after', { value: entry.after ?? '—' })}</span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** A payment's status (PENDING, SUCCEEDED or FAILED) in the page's language, in lower case as the table always showed it. */
function paymentStatusText(status: string, { t }: AdminWords): string {
  const id = PAYMENT_STATUS_IDS[status.toLowerCase()];
  return id ? t(id) : status.toLowerCase();
}

/** Who did it: the kind (customer, operator, system in the page's language; a payment provider as named) and the e-mail. */
function actorText(entry: { actorKind: string; actorEmail?: string | null }, { t }: AdminWords): string {
  const id = ACTOR_IDS[entry.actorKind];
  const kind = id ? t(id) : entry.actorKind;
  return entry.actorEmail ? `${kind} ${entry.actorEmail}` : kind;
}
