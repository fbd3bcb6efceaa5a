/** Calls of the domain API for the test files of domains, as the demo account of `file` unless told. */
import { merchantTransactionId } from '../../server/payments/signing';
import { client, graphql } from './accounts';
import type { Client } from './accounts';
import { TEST_SECRET } from './app';
import type { TestApp } from './app';
import { COMPLETE_CONTACT, ORDER_FIELDS, mutate, ok, readOrder } from './checkout-support';
import type { CallResult, GraphQLErrorView, OrderView } from './checkout-support';

/** A complete domain holder. */
export const HOLDER = [
  { name: 'firstname', value: 'Jana' },
  { name: 'surname', value: 'Nováková' },
  { name: 'email', value: 'jana@example.test' },
  { name: 'phone', value: '+420 601 123 456' },
  { name: 'address', value: 'Vinohradská 12' },
  { name: 'city', value: 'Praha' },
  { name: 'zip', value: '120 00' },
  { name: 'countryCode', value: 'CZ' },
];

export const codeOf = (result: { errors?: GraphQLErrorView[] | undefined; error?: GraphQLErrorView | undefined }) => (result.errors?.[0] ?? result.error)?.extensions?.code;

export function domainCalls(file: { harness: TestApp; demo: Client }) {
  const SEARCH = `query ($name: String!, $currency: Currency) {
    domainSearch(name: $name, currency: $currency) {
      exact { domain asciiDomain tld availability registration { amountMinor currency } renewal { amountMinor } transfer { amountMinor } privateRegistration { amountMinor } supportsFreeVoucher }
      suggestions { domain tld availability }
    }
  }`;

  interface Offer {
    domain: string;
    asciiDomain: string;
    tld: string;
    availability: string;
    registration: { amountMinor: number; currency: string };
    privateRegistration: { amountMinor: number } | null;
    supportsFreeVoucher: boolean;
  }

  async function search(name: string, currency?: string) {
    const result = await graphql(file.harness.app, client('192.0.2.90'), SEARCH, { name, currency });
    const data = result.data?.domainSearch as { exact: Offer; suggestions: { domain: string; tld: string; availability: string }[] } | undefined;
    return { data, error: result.errors?.[0] as GraphQLErrorView | undefined };
  }

  const CREATE = `mutation ($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {
    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) { orderIdentifier nextUrl }
  }`;

  async function create(variables: { domain: string; action: 'register' | 'transfer'; authCode?: string; projectName?: string; withPackage?: boolean }, who: Client = file.demo) {
    const result = await graphql(file.harness.app, who, CREATE, { withPackage: false, ...variables });
    return { data: result.data?.createDomainOrder as { orderIdentifier: string; nextUrl: string } | undefined, error: result.errors?.[0] as GraphQLErrorView | undefined };
  }

  async function created(variables: Parameters<typeof create>[0]): Promise<OrderView> {
    const { data, error } = await create(variables);
    if (!data) throw new Error(`createDomainOrder failed: ${JSON.stringify(error)}`);
    return ok(await readOrder(file.harness.app, file.demo, data.orderIdentifier));
  }

  async function call(mutation: 'chooseOrderPackage' | 'updateRegistrantContact', declared: string, variables: Record<string, unknown>): Promise<CallResult> {
    const passed = [...declared.matchAll(/\$(\w+)/g)].map((match) => `${match[1]}: $${match[1]}`).join(', ');
    const result = await graphql(file.harness.app, file.demo, `mutation (${declared}) { ${mutation}(${passed}) { ${ORDER_FIELDS} } }`, variables);
    return { order: (result.data?.[mutation] as OrderView | undefined) ?? undefined, errors: result.errors as GraphQLErrorView[] | undefined };
  }

  const choosePackage = (order: OrderView, packageIdentifier: string, action = 'buy', version?: number) =>
    call('chooseOrderPackage', '$orderIdentifier: String!, $packageIdentifier: String!, $action: String!, $version: Int, $integrityToken: String!', {
      orderIdentifier: order.identifier,
      packageIdentifier,
      action,
      version,
      integrityToken: order.integrityToken,
    });

  const setRegistrant = (order: OrderView, domain: string, contact: { name: string; value: string }[]) =>
    call('updateRegistrantContact', '$orderIdentifier: String!, $domain: String!, $contact: [ContactValueInput!]!, $integrityToken: String!', {
      orderIdentifier: order.identifier,
      domain,
      contact,
      integrityToken: order.integrityToken,
    });


  /** A domain order ready to finish: the holder complete. */
  async function readyToFinish(domain: string): Promise<OrderView> {
    const order = await created({ domain, action: 'register' });
    return ok(await setRegistrant(order, domain, HOLDER));
  }
  const finish = (order: OrderView, paymentServiceName = 'gateway') =>
    mutate(file.harness.app, file.demo, 'finishOrder', { orderIdentifier: order.identifier, contact: COMPLETE_CONTACT, paymentServiceName, integrityToken: order.integrityToken });

  /** Pays a finished order the voucher covers, as the finish flow's last reload does. */
  async function payCovered(orderIdentifier: string): Promise<string> {
    const row = await file.harness.database.db.selectFrom('orders').select('id').where('identifier', '=', orderIdentifier).executeTakeFirstOrThrow();
    const paid = await graphql(
      file.harness.app,
      file.demo,
      `query ($id: String!, $tx: String) { paymentMethods(orderIdentifier: $id, lastReloadBeforeSubmit: true, merchantTransactionId: $tx, methodId: "gateway") { goStraightOn } }`,
      { id: orderIdentifier, tx: merchantTransactionId(TEST_SECRET, row.id, 'gateway') },
    );
    if (!(paid.data?.paymentMethods as { goStraightOn: boolean } | undefined)?.goStraightOn) throw new Error(`not paid: ${JSON.stringify(paid.errors)}`);
    return row.id;
  }

  return { search, create, created, choosePackage, setRegistrant, readyToFinish, finish, payCovered };
}
