import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureItem, pricelistFixture, pricelistWith } from './fixtures/pricelist';
import { renderApp } from './fixtures/app';
import { answerPricelist, answerPricelistInOrder, failPricelist, useMockServer } from './msw/server';

useMockServer();

/** The package cards, by name, once the price list has loaded. */
async function findCards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Packages' });
  return within(list).getAllByRole('article');
}

async function findCard(name: string): Promise<HTMLElement> {
  await findCards();
  return screen.getByRole('article', { name });
}

describe('price list page', () => {
  it('shows the loading placeholder, then four cards and the limited promo instead of a fifth card', async () => {
    answerPricelist();
    renderApp('/pricelist');

    expect(screen.getByRole('status')).toHaveTextContent('Loading prices');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(4);

    const cards = await findCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Mini', 'Standard', 'Profi', 'Business']);
    expect(screen.queryByText('Loading prices')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: pricelistFixture.metadata.heading })).toBeInTheDocument();
    expect(screen.getByText(pricelistFixture.metadata.subHeading)).toBeInTheDocument();

    const promo = screen.getByRole('region', { name: 'Get your own or connect existing domain' });
    expect(promo).toHaveTextContent('Bandwidth: 5 GB');
    expect(promo).toHaveTextContent('Storage: 1 GB');
    expect(promo).toHaveTextContent('Only for €1.90/month');
    expect(within(promo).getByRole('button', { name: 'Purchase Limited package' })).toBeInTheDocument();
  });

  it('shows all five as cards when the limited promo rule does not apply', async () => {
    const items = [...pricelistFixture.items, { ...fixtureItem('mini'), identifier: 'extra', name: 'Extra' }];
    answerPricelist(pricelistWith({ items }));
    renderApp('/pricelist');
    expect(await findCards()).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Get your own or connect existing domain' })).not.toBeInTheDocument();
  });

  it('hides the promo purchase button when the limited package cannot be bought', async () => {
    const limited = fixtureItem('limited');
    const items = pricelistFixture.items.map((item) => (item === limited ? { ...limited, button: { ...limited.button, showButton: false } } : item));
    answerPricelist(pricelistWith({ items }));
    renderApp('/pricelist');
    const promo = await screen.findByRole('region', { name: 'Get your own or connect existing domain' });
    expect(within(promo).queryByRole('button')).not.toBeInTheDocument();
    expect(promo).toHaveTextContent('Only for €1.90/month');
  });

  it('shows the price, the struck-through original price and the discount badge of a discounted package', async () => {
    answerPricelist();
    renderApp('/pricelist');
    const standard = await findCard('Standard');
    expect(within(standard).getByText('20% discount')).toBeInTheDocument();
    const original = standard.querySelector('s');
    expect(original).toHaveTextContent('Original price: €9.90');
    expect(standard).toHaveTextContent('€7.90 per month, billed yearly');
    expect(within(standard).getByRole('button', { name: 'Buy Standard' })).toBeInTheDocument();

    const mini = await findCard('Mini');
    expect(mini.querySelector('s')).toBeNull();
    expect(within(mini).queryByText(/% discount/)).not.toBeInTheDocument();
  });

  it('hides the purchase button of a package whose button is disabled', async () => {
    const mini = fixtureItem('mini');
    const items = pricelistFixture.items.map((item) => (item === mini ? { ...mini, button: { ...mini.button, showButton: false } } : item));
    answerPricelist(pricelistWith({ items }));
    renderApp('/pricelist');
    expect(within(await findCard('Mini')).queryByRole('button', { name: 'Buy Mini' })).not.toBeInTheDocument();
  });

  describe('free domain label', () => {
    it('shows on packages with a freeDomain feature, except limited, with the highlight style, when the flag is on', async () => {
      // Four items: the promo rule does not apply, so limited (given a freeDomain feature) is a card too.
      const limited = fixtureItem('limited');
      const freeDomain = fixtureItem('standard').features.filter((feature) => feature.featureIdentifier === 'freeDomain');
      const items = [{ ...limited, features: [...limited.features, ...freeDomain] }, fixtureItem('mini'), fixtureItem('standard'), fixtureItem('profi')];
      answerPricelist(pricelistWith({ items }));
      renderApp('/pricelist');

      const labelled = ['Standard', 'Profi'];
      for (const name of ['Limited', 'Mini', 'Standard', 'Profi']) {
        const card = await findCard(name);
        const expected = labelled.includes(name);
        expect(within(card).queryByText('Free domain included') !== null, name).toBe(expected);
        expect(card.classList.contains('package-card--free-domain'), name).toBe(expected);
      }
    });

    it('shows nowhere when the flag is off', async () => {
      answerPricelist(pricelistWith({ metadata: { featureFlags: { freeDomainHighlightInPricelist: false } } }));
      renderApp('/pricelist');
      await findCards();
      expect(screen.queryByText('Free domain included')).not.toBeInTheDocument();
      expect(document.querySelector('.package-card--free-domain')).toBeNull();
    });
  });

  it('shows the VAT note only when prices exclude VAT', async () => {
    answerPricelist();
    const first = renderApp('/pricelist');
    await findCards();
    expect(screen.getByText('Prices do not include applicable taxes')).toBeInTheDocument();
    first.unmount();

    answerPricelist(pricelistWith({ metadata: { pricesExcludeVat: false } }));
    renderApp('/pricelist');
    await findCards();
    expect(screen.queryByText('Prices do not include applicable taxes')).not.toBeInTheDocument();
  });

  it('shows the currency warning when the server sends one', async () => {
    answerPricelist(pricelistWith({ metadata: { currencyWarning: 'Prices are shown in EUR; you will pay in CZK.' } }));
    renderApp('/pricelist');
    await findCards();
    expect(screen.getByRole('note')).toHaveTextContent('Prices are shown in EUR; you will pay in CZK.');
  });

  it('shows a feature tooltip when its info button gets keyboard focus', async () => {
    answerPricelist();
    const { user } = renderApp('/pricelist');
    const mini = await findCard('Mini');
    const info = within(mini).getByRole('button', { name: 'More about Storage' });
    while (document.activeElement !== info) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Space for your pages, images and files.');
  });

  it('sends only the query parameters the page was given, feature as feautre', async () => {
    const requests = answerPricelistInOrder(['success']);
    renderApp('/pricelist?project=my-site&feautre=eshop&currency=EUR&ref=newsletter&unrelated=1');
    await findCards();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ project: 'my-site', feautre: 'eshop', currency: 'EUR', ref: 'newsletter' });
  });

  it('keeps one FAQ item open at a time, starting with the one marked as shown', async () => {
    answerPricelist();
    const { user } = renderApp('/pricelist');
    await findCards();
    const [first, second] = pricelistFixture.metadata.faq.items;
    // Native <details>: the summary toggles its item; the answers are in the page for a reader without JavaScript.
    const item = (question: string | undefined) => screen.getByText(question ?? '', { selector: 'h3, h2' }).closest('details');
    const firstItem = item(first?.question);
    const secondItem = item(second?.question);
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(firstItem).toHaveProperty('open', true);
    expect(secondItem).toHaveProperty('open', false);

    await user.click(screen.getByText(second?.question ?? ''));
    await waitFor(() => expect(secondItem).toHaveProperty('open', true));
    expect(firstItem).toHaveProperty('open', false);
    expect(document.querySelectorAll('.faq details[open]')).toHaveLength(1);
  });

  it('gives the body its classes while the page is open and removes them when it closes', async () => {
    answerPricelist();
    const { unmount } = renderApp('/pricelist');
    expect(document.body).toHaveClass('main-accent', 'wrapper-no-overflow');
    await findCards();
    unmount();
    expect(document.body).not.toHaveClass('main-accent');
    expect(document.body).not.toHaveClass('wrapper-no-overflow');
  });

  it('offers a retry after a failed fetch, and shows the prices when it succeeds', async () => {
    const requests = answerPricelistInOrder(['failure', 'success']);
    const { user } = renderApp('/pricelist');
    expect(await screen.findByRole('alert')).toHaveTextContent('The price list is unavailable right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'The prices could not be loaded' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCards()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("shows the server's message when it rejects the query, still offering a retry", async () => {
    failPricelist('currency must be one of CZK, EUR, USD', 400);
    renderApp('/pricelist?currency=GBP');
    expect(await screen.findByRole('alert')).toHaveTextContent('currency must be one of CZK, EUR, USD');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('without a project', () => {
    it('opens the register (sign-up) modal from the call-to-action, and Escape closes it', async () => {
      answerPricelist();
      const { user } = renderApp('/pricelist');
      await findCards();
      const cta = screen.getByRole('region', { name: pricelistFixture.metadata.callToAction.heading });
      expect(cta).toHaveTextContent(pricelistFixture.metadata.callToAction.text);

      await user.click(within(cta).getByRole('button', { name: 'Create a website' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create your website' });
      expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(cta).getByRole('button', { name: 'Create a website' })).toBeInTheDocument();
    });

    it('opens the register modal when a package is bought, and Close closes it', async () => {
      answerPricelist();
      const { user } = renderApp('/pricelist');
      await user.click(within(await findCard('Profi')).getByRole('button', { name: 'Buy Profi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create your website' });

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('opens the register modal from the limited promo', async () => {
      answerPricelist();
      const { user } = renderApp('/pricelist');
      await user.click(await screen.findByRole('button', { name: 'Purchase Limited package' }));
      expect(await screen.findByRole('dialog', { name: 'Create your website' })).toBeInTheDocument();
    });
  });

  describe('tooltip layout', () => {
    /** A ResizeObserver that reports every observed element at the given width, as a browser would on layout. */
    function observeAtWidth(width: number): void {
      class FixedWidthObserver {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          const entry = { target, contentRect: { width }, borderBoxSize: [{ inlineSize: width, blockSize: 400 }] };
          queueMicrotask(() => act(() => this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)));
        }
        unobserve() {}
        disconnect() {}
      }
      globalThis.ResizeObserver = FixedWidthObserver as unknown as typeof ResizeObserver;
    }

    it.each([
      [251, 'wide'],
      [250, 'narrow'],
    ])('lays the tooltips out for a card %i px wide as %s', async (width, layout) => {
      observeAtWidth(width);
      try {
        answerPricelist();
        renderApp('/pricelist');
        const card = await findCard('Mini');
        await waitFor(() => expect(card).toHaveClass(`package-card--tooltips-${layout}`));
      } finally {
        // jsdom has no ResizeObserver; leave it as other tests expect.
        Reflect.deleteProperty(globalThis, 'ResizeObserver');
      }
    });
  });
});
