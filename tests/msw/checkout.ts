/**
 * MSW handlers for the checkout's GraphQL operations, answered by operationName from one order the test owns:
 * every order mutation answers that order (after the test's change, if it gave one) with a new integrity token,
 * and every call is recorded with its variables, so a test can check what the page sent and in what order.
 */
import { graphql, HttpResponse } from 'msw';
import type { CheckoutOrderFieldsFragment, CheckoutOutcomeQuery, CheckoutPaymentFieldsFragment } from '../../src/graphql/graphql';
import { server } from './server';

export type OrderFixture = CheckoutOrderFieldsFragment;
export type PaymentsFixture = CheckoutPaymentFieldsFragment;
type ItemFixture = OrderFixture['items'][number];

const price = (formatted: string) => ({ formatted });

function variant(title: string, units: number, period: 'month' | 'year', formatted: string, extra: { active?: boolean; level?: number; savings?: string } = {}) {
  return { title, price: price(formatted), active: extra.active ?? false, interval: { units, period }, recommendationLevel: extra.level ?? 0, savings: extra.savings ? price(extra.savings) : null };
}

const packageItem: ItemFixture = {
  type: 'package',
  title: 'Standard',
  hash: 'item-package',
  variantsHeader: 'Billing period',
  period: 12,
  disabled: false,
  checked: true,
  variants: [
    variant('1 month', 1, 'month', '€9.99'),
    variant('12 months', 12, 'month', '€95.88', { active: true, level: 1, savings: '€24.00' }),
    variant('24 months', 24, 'month', '€167.76', { level: 2, savings: '€72.00' }),
  ],
  currentVariant: { free: false, price: price('€95.88'), priceExplained: '12 months × €7.99' },
  levelDiscountedAmount: null,
  levelDiscountForfeited: null,
};

const storageOffer = {
  type: 'addon',
  title: 'Extra storage 10 GB',
  hash: 'offer:extra-storage',
  variantsHeader: 'Billing period',
  period: 12,
  disabled: false,
  checked: false,
  variants: [variant('12 months', 12, 'month', '€12.00', { active: true })],
  currentVariant: { free: false, price: price('€12.00'), priceExplained: '12 months' },
  identifier: 'extra-storage',
  label: 'Add-on',
  info: 'Ten more gigabytes for files and e-mail.',
} as ItemFixture;

const seoPlugin = {
  ...storageOffer,
  type: 'plugin',
  title: 'SEO Booster',
  hash: 'item-seo',
  checked: true,
  identifier: 'seo-booster',
  label: 'Plugin',
  info: 'Better titles and descriptions.',
} as ItemFixture;

/** A domain holder as the server answers it: complete, unless the test leaves fields empty. */
export function registrantContact(change: Record<string, string> = {}) {
  return { address: 'Karlova 1', city: 'Praha', company: '', countryCode: 'CZ', dic: '', email: 'dana@example.com', firstname: 'Dana', ico: '', phone: '+420 601 123 456', state: '', surname: 'Demo', zip: '11000', ...change };
}

export const privateRegistrationItem = {
  type: 'private_registration',
  title: 'Private registration',
  hash: 'item-private',
  variantsHeader: 'Billing period',
  period: 12,
  disabled: false,
  checked: true,
  variants: [variant('1 year', 1, 'year', '€5.00', { active: true })],
  currentVariant: { free: false, price: price('€5.00'), priceExplained: '1 year × €5.00' },
  domain: 'my-site.com',
  missingAnyPersonalData: false,
  privateChangeDisabled: false,
  editPersonalInfoUrl: '/checkout/ORD-1001/personal-data?domain=my-site.com',
  contactRequired: true,
  contact: registrantContact(),
} as ItemFixture;

const contact = (name: string, label: string, type = 'text', required = true, value = '') => ({ name, value, type, label, priority: 0, validation: { required }, options: null });

export function orderFixture(change: Partial<OrderFixture> = {}): OrderFixture {
  const inputs = [
    contact('firstname', 'First name', 'text', true, 'Dana'),
    contact('surname', 'Surname'),
    contact('email', 'E-mail', 'email'),
    contact('phone', 'Phone', 'tel', false),
    { ...contact('country', 'Country', 'select', true, 'CZ'), options: [{ text: 'Czechia', value: 'CZ' }, { text: 'Slovakia', value: 'SK' }], selectedOption: null },
    contact('companyBilling', 'I am buying for a company', 'checkbox', false),
    contact('company', 'Company name'),
    contact('ic', 'Business ID (IČO)'),
    contact('dic', 'Tax ID (DIČ)', 'text', false),
  ].map((input, index) => ({ ...input, priority: index }));
  return {
    identifier: 'ORD-1001',
    project: 'my-site',
    status: 'DRAFT',
    integrityToken: 'token-1',
    type: 'PACKAGE',
    title: 'Standard for my-site',
    paymentSuccessUrl: '/checkout/ORD-1001/success',
    paymentFailUrl: '/checkout/ORD-1001/failed',
    coveredByVoucher: false,
    companyBilling: false,
    reverseCharge: false,
    vatIdCheck: null,
    vatRate: '21',
    originalPriceFormatted: null,
    priceWithVat: price('€131.62'),
    priceWithoutVat: price('€108.78'),
    vatAmount: price('€22.84'),
    voucher: null,
    paidAt: null,
    payBy: null,
    expired: false,
    domainNames: [],
    failedDomains: [],
    invoice: null,
    paymentInstructions: null,
    contactInputs: inputs,
    items: [packageItem, storageOffer, seoPlugin],
    ...change,
  };
}

export const withPrivateRegistration = (change: Partial<ItemFixture> = {}) => orderFixture({ type: 'DOMAIN_WITH_PACKAGE', domainNames: ['my-site.com'], items: [packageItem, { ...privateRegistrationItem, ...change } as ItemFixture] });

export function paymentsFixture(change: Partial<PaymentsFixture> = {}): PaymentsFixture {
  return {
    goStraightOn: false,
    methods: [
      {
        name: 'gateway',
        type: 'gateway',
        title: 'Online payment',
        elementId: 'payment-gateway',
        oppositeElementId: null,
        url: '/payments/gateway',
        icon: null,
        infoboxText: 'You will be taken to the payment gateway.',
        open: true,
        inputs: [
          { name: 'MerchantTransactionID', value: 'TX-1' },
          { name: 'MethodID', value: 'gateway' },
        ],
      },
      { name: 'bank-transfer', type: 'transfer', title: 'Bank transfer', elementId: 'payment-transfer', oppositeElementId: null, url: null, icon: null, infoboxText: null, open: false, inputs: [] },
    ],
    ...change,
  };
}

/** A GraphQL error as the server sends it: message, extensions.code and, for a refused contact, extensions.errors. */
export function checkoutError(message: string, code: string, errors?: Record<string, string>): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code, ...(errors ? { errors } : {}) } }], data: null }), {
    headers: { 'content-type': 'application/json' },
  });
}

export interface CheckoutCall {
  operationName: string;
  variables: Record<string, unknown>;
}

const MUTATIONS = {
  UpdateOrderServicePeriod: 'updateOrderServicePeriod',
  UpdateOrderPrivateRegistration: 'updateOrderPrivateRegistration',
  DeleteOrderAdditionalItem: 'deleteOrderAdditionalItem',
  AddOrderAdditionalItem: 'addOrderAdditionalItem',
  UpdateOrderVoucher: 'updateOrderVoucher',
  UpdateBillingDataAndRecalculateVat: 'updateBillingDataAndRecalculateVat',
  FinishOrder: 'finishOrder',
  UpdateRegistrantContact: 'updateRegistrantContact',
  ChooseOrderPackage: 'chooseOrderPackage',
} as const;

export type CheckoutMutation = keyof typeof MUTATIONS;

export interface FakeCheckout {
  calls: CheckoutCall[];
  /** The operations called, in order. */
  readonly operations: string[];
  /** The next call of this operation answers with this order (a mutation) or this response (an error). */
  answerNext(operation: CheckoutMutation | 'CheckoutOrder' | 'CheckoutPaymentMethods', answer: Partial<OrderFixture> | Response): void;
  /** The payment methods every later payment methods query answers. */
  setPayments(payments: PaymentsFixture): void;
}

/** The checkout's server for one order: the query, the payment methods and every order mutation. */
export function fakeCheckout(initial: OrderFixture = orderFixture(), initialPayments: PaymentsFixture = paymentsFixture()): FakeCheckout {
  let order = initial;
  let payments = initialPayments;
  let version = 1;
  const calls: CheckoutCall[] = [];
  const next = new Map<string, Partial<OrderFixture> | Response>();
  const take = (operation: string) => {
    const answer = next.get(operation);
    next.delete(operation);
    return answer;
  };

  server.use(
    graphql.query('CheckoutOrder', ({ variables }) => {
      calls.push({ operationName: 'CheckoutOrder', variables });
      const answer = take('CheckoutOrder');
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ data: { order, paymentMethods: payments } });
    }),
    graphql.query('CheckoutPaymentMethods', ({ variables }) => {
      calls.push({ operationName: 'CheckoutPaymentMethods', variables });
      const answer = take('CheckoutPaymentMethods');
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ data: { paymentMethods: payments } });
    }),
    ...Object.entries(MUTATIONS).map(([operationName, field]) =>
      graphql.mutation(operationName, ({ variables }) => {
        calls.push({ operationName, variables });
        const answer = take(operationName);
        if (answer instanceof Response) return answer;
        version += 1;
        order = { ...order, ...answer, integrityToken: `token-${version}` };
        return HttpResponse.json({ data: { [field]: order } });
      }),
    ),
  );

  return {
    calls,
    get operations() {
      return calls.map((call) => call.operationName);
    },
    answerNext: (operation, answer) => next.set(operation, answer),
    setPayments: (changed) => {
      payments = changed;
    },
  };
}

/** The success and fail pages' order query. */
export function answerOutcome(order: CheckoutOutcomeQuery['order']): void {
  server.use(graphql.query('CheckoutOutcome', () => HttpResponse.json({ data: { order } })));
}
