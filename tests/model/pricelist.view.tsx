/**
 * How the pricelist machine shows on the price list page: each state's visible signature and, for each
 * event, what the user or the server does to send it. Read by tests/model/pricelist.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { pricelistMachine } from '../../machines/pricelist';
import { renderApp } from '../fixtures/app';
import { pricelistFixture } from '../fixtures/pricelist';
import { holdPricelistRequests, type HeldPricelistRequests } from '../msw/server';
import { INIT_EVENT, type ViewModel } from './harness';

const FAILURE_MESSAGE = 'The price list is unavailable right now.';
const REGISTER_DIALOG = { name: 'Create your website' } as const;

interface PricelistDriver {
  network: HeldPricelistRequests;
  user: UserEvent | null;
}

type PricelistSnapshot = SnapshotFrom<typeof pricelistMachine>;

function userOf(driver: PricelistDriver): UserEvent {
  if (!driver.user) throw new Error('The page is not open yet');
  return driver.user;
}

function packageName(identifier: string | null): string | null {
  return pricelistFixture.items.find((item) => item.identifier === identifier)?.name ?? null;
}

async function expectCards(): Promise<void> {
  const list = await screen.findByRole('list', { name: 'Packages' });
  expect(within(list).getAllByRole('article')).toHaveLength(4);
}

export const pricelistViewModel: ViewModel<typeof pricelistMachine, PricelistDriver> = {
  machine: pricelistMachine,
  // A visitor without a website: the one whose purchases and sign-up lead to the register modal.
  input: {},
  eventCases: {
    'xstate.done.actor.fetchPricelist': [{ output: pricelistFixture }],
    'xstate.error.actor.fetchPricelist': [{ error: new Error(FAILURE_MESSAGE) }],
    // A card's button and the limited promo's button are different places on the page.
    'pricelist.purchase': [{ packageIdentifier: 'standard' }, { packageIdentifier: 'limited' }],
  },
  createDriver: () => ({ network: holdPricelistRequests(FAILURE_MESSAGE), user: null }),

  states: {
    loading: async (driver) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading prices');
      expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
      await waitFor(() => expect(driver.network.waiting).toBe(1));
    },
    'ready.browsing': async (driver) => {
      await expectCards();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByText('Loading prices')).not.toBeInTheDocument();
      expect(driver.network.waiting).toBe(0);
    },
    'ready.registerModal': async (_driver, snapshot: PricelistSnapshot) => {
      const dialog = await screen.findByRole('dialog', REGISTER_DIALOG);
      const name = packageName(snapshot.context.chosenPackage);
      expect(dialog).toHaveTextContent(name ? `To buy the ${name} package` : 'To buy a package');
    },
    failed: async (driver, snapshot: PricelistSnapshot) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(snapshot.context.errorMessage ?? '');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByText('Loading prices')).not.toBeInTheDocument();
      expect(driver.network.waiting).toBe(0);
    },
  },

  events: {
    [INIT_EVENT]: async (driver) => {
      driver.user = renderApp('/pricelist').user;
    },
    'xstate.done.actor.fetchPricelist': (driver) => driver.network.answer('success'),
    'xstate.error.actor.fetchPricelist': (driver) => driver.network.answer('failure'),
    'pricelist.retry': (driver) => userOf(driver).click(screen.getByRole('button', { name: 'Retry' })),
    'pricelist.purchase': async (driver, event) => {
      const identifier = 'packageIdentifier' in event ? String(event.packageIdentifier) : '';
      const promo = screen.queryByRole('region', { name: 'Get your own or connect existing domain' });
      const button =
        identifier === 'limited' && promo
          ? within(promo).getByRole('button', { name: 'Purchase Limited package' })
          : within(screen.getByRole('article', { name: packageName(identifier) ?? identifier })).getByRole('button', { name: /^Buy / });
      await userOf(driver).click(button);
    },
    'pricelist.signUp': (driver) =>
      userOf(driver).click(screen.getByRole('button', { name: pricelistFixture.metadata.callToAction.buttonText })),
    'modal.close': (driver) =>
      userOf(driver).click(within(screen.getByRole('dialog', REGISTER_DIALOG)).getByRole('button', { name: 'Close' })),
  },
};
