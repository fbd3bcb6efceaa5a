/**
 * My orders (/orders) in jsdom against MSW (docs/orders.md): what a refused delete of a draft leaves on the page,
 * and what a bank transfer's card offers before and after its 14 days.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { graphqlError, signedInAs } from './msw/accounts';
import { server, useMockServer } from './msw/server';

useMockServer();


interface OrderRow {
  identifier: string;
  status: 'DRAFT' | 'AWAITING_PAYMENT' | 'PAID' | 'CANCELLED';
  paymentMethodTitle: string | null;
  /** A bank transfer's: how to pay it, its last day, whether that is past, the domains it reserves. */
  transfer?: { payBy: string; expired: boolean; domainNames: string[] };
}

const INSTRUCTIONS = { variableSymbol: '1234567890' };

/** An order as the MyOrders query answers it. */
function listed({ identifier, status, paymentMethodTitle, transfer }: OrderRow) {
  const order = {
    identifier,
    status,
    title: 'Standard package for demo-blog',
    project: 'demo-blog',
    priceFormatted: '€142.56',
    paymentMethodTitle,
    createdAt: '2026-11-20T10:00:00.000Z',
    paymentSuccessUrl: `/checkout/${identifier}/success`,
    paymentInstructions: null as typeof INSTRUCTIONS | null,
    payBy: null as string | null,
    expired: false,
    domainNames: [] as string[],
    invoice: null,
    creditNotes: [],
  };
  return transfer ? { ...order, ...transfer, paymentInstructions: INSTRUCTIONS } : order;
}

const DRAFT: OrderRow = { identifier: 'ORD-DRAFT001', status: 'DRAFT', paymentMethodTitle: null };
const PAID: OrderRow = { identifier: 'ORD-PAID0001', status: 'PAID', paymentMethodTitle: 'Online payment' };

/** The list answers each of `lists` in turn (the last one again after), and counts the requests. */
function answerLists(...lists: OrderRow[][]): { readonly count: number } {
  let count = 0;
  server.use(
    graphql.query('MyOrders', () => {
      const list = lists[Math.min(count, lists.length - 1)] ?? [];
      count += 1;
      return HttpResponse.json({ data: { myOrders: list.map(listed) } });
    }),
  );
  return {
    get count() {
      return count;
    },
  };
}

async function pressDelete() {
  signedInAs();
  const { user } = renderApp('/orders');
  await user.click(await screen.findByRole('button', { name: `Delete the draft ${DRAFT.identifier}` }));
  const dialog = await screen.findByRole('dialog', { name: `Delete the draft ${DRAFT.identifier}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete the draft' }));
  return user;
}

/** The card of an order in the list, if it is there. */
const card = (identifier: string) => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem').find((item) => within(item).queryByText(identifier));

describe('a refused delete of a draft', () => {
  it('finished in another tab: no Try again, the list is read again and shows the order as it is, the focus on why', async () => {
    const lists = answerLists([DRAFT, PAID], [{ ...DRAFT, status: 'AWAITING_PAYMENT', paymentMethodTitle: 'Bank transfer' }, PAID]);
    server.use(graphql.mutation('DeleteDraftOrder', () => graphqlError('Only a draft order can be deleted: this one has been sent for payment.', 'ORDER_NOT_DRAFT')));
    await pressDelete();

    const notice = await screen.findByText(/could not be deleted\. Only/);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(`The draft ${DRAFT.identifier} could not be deleted. Only a draft order can be deleted: this one has been sent for payment. The list shows your orders as they are now.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(lists.count).toBe(2));
    const order = await waitFor(() => {
      const found = card(DRAFT.identifier);
      expect(found).toBeDefined();
      expect(within(found as HTMLElement).getByText('Awaiting payment')).toBeInTheDocument();
      return found as HTMLElement;
    });
    expect(within(order).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: `Delete the draft ${DRAFT.identifier}` })).not.toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: `Continue the order ${DRAFT.identifier}` })).not.toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('deleted in another tab: the card goes with the reload, the focus on why', async () => {
    const lists = answerLists([DRAFT, PAID], [PAID]);
    server.use(graphql.mutation('DeleteDraftOrder', () => graphqlError('We could not find this order in your account.', 'ORDER_NOT_FOUND')));
    await pressDelete();

    const notice = await screen.findByText(/could not be deleted\. We/);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(`The draft ${DRAFT.identifier} could not be deleted. We could not find this order in your account.`);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(lists.count).toBe(2));
    await waitFor(() => expect(screen.queryByText(DRAFT.identifier)).not.toBeInTheDocument());
    expect(screen.getByText(PAID.identifier)).toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('the network failing: the dialog stays with the reason and Try again, and the list is not read again', async () => {
    const lists = answerLists([DRAFT, PAID]);
    server.use(graphql.mutation('DeleteDraftOrder', () => HttpResponse.error()));
    await pressDelete();

    const dialog = await screen.findByRole('dialog', { name: `Delete the draft ${DRAFT.identifier}?` });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The draft could not be deleted. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(lists.count).toBe(1);
  });
});

describe("a bank transfer's card", () => {
  const TRANSFER: OrderRow = { identifier: 'ORD-TRANSFR1', status: 'AWAITING_PAYMENT', paymentMethodTitle: 'Bank transfer' };
  const PAY_BY = '2026-11-20T10:00:00.000Z';

  it('within its 14 days links to how to pay it', async () => {
    answerLists([{ ...TRANSFER, transfer: { payBy: PAY_BY, expired: false, domainNames: [] } }]);
    signedInAs();
    renderApp('/orders');
    const link = await screen.findByRole('link', { name: `See how to pay the order ${TRANSFER.identifier}` });
    expect(link).toHaveAttribute('href', `/checkout/${TRANSFER.identifier}/success`);
    expect(within(card(TRANSFER.identifier) as HTMLElement).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it.each([
    ['a package alone', [], 'This order has expired: no payment arrived by Nov 20, 2026.'],
    ['domains', ['my-site.com'], 'This order has expired: no payment arrived by Nov 20, 2026, so its domains are no longer reserved for you.'],
  ])('after them, of %s, says it expired and what to do, offering no way to pay it', async (_, domainNames, expiredText) => {
    answerLists([{ ...TRANSFER, transfer: { payBy: PAY_BY, expired: true, domainNames } }]);
    signedInAs();
    renderApp('/orders');
    await screen.findByRole('list', { name: 'Orders' });
    const order = card(TRANSFER.identifier) as HTMLElement;
    expect(within(order).getByText('Expired')).toBeInTheDocument();
    expect(within(order).queryByText('Awaiting payment')).not.toBeInTheDocument();
    expect(within(order).getByText(expiredText)).toBeInTheDocument();
    expect(within(order).getByText(/If you have already sent the payment,/)).toHaveTextContent(
      'If you have already sent the payment, ask us about your order (the contact is just below). Otherwise choose the package or domain again to start a new order.',
    );
    expect(within(order).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(order).queryByRole('link', { name: /See how to pay|Pay the order/ })).not.toBeInTheDocument();
  });
});
