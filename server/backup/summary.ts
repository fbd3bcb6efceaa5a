/** What a restored database holds, for the restore's last line: a quick check that it is the backup expected. */
export interface RestoreSummary {
  orders: number;
  paidOrders: number;
  invoices: number;
  /** The last invoice number given, such as 2026-000042; null before the first. */
  lastInvoice: string | null;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

const COUNTS = `select
  (select count(*) from orders)::int as orders,
  (select count(*) from orders where status = 'paid')::int as "paidOrders",
  (select count(*) from invoices)::int as invoices,
  (select number from invoices order by year desc, sequence desc limit 1) as "lastInvoice"`;

/** undefined when the database is not (yet) the portal's: a backup of an empty database has no tables. */
export async function summarize(query: Query): Promise<RestoreSummary | undefined> {
  const tables = await query(`select 1 from information_schema.tables where table_schema = 'public' and table_name in ('orders', 'invoices')`);
  if (tables.rows.length < 2) return undefined;
  const [counts] = (await query(COUNTS)).rows as RestoreSummary[];
  return counts;
}

export function summaryText(summary: RestoreSummary | undefined): string {
  if (!summary) return 'it holds no orders or invoices tables yet (the portal creates them when it starts).';
  const last = summary.lastInvoice === null ? 'no invoices' : `${summary.invoices} invoices, the last ${summary.lastInvoice}`;
  return `${summary.orders} orders (${summary.paidOrders} paid), ${last}.`;
}
