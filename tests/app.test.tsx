import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './fixtures/app';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();

describe('app shell and routes', () => {
  it('redirects / to the price list, keeping the query', async () => {
    answerPricelist();
    const { location } = renderApp('/?project=my-site');
    await screen.findByRole('list', { name: 'Packages' });
    expect(location.pathname).toBe('/pricelist');
    expect(location.search).toBe('?project=my-site');
  });

  it('frames every page with a skip link, a header with the brand, main content and a footer', async () => {
    answerPricelist();
    renderApp('/pricelist');
    await screen.findByRole('list', { name: 'Packages' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Hosting Portal' })).toHaveAttribute('href', '/pricelist');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a not-found page with a way back for an unknown address', async () => {
    const { user, location } = renderApp('/no/such/page');
    // It loads on first visit, with its words (the 'public' area), out of the price list's first load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    answerPricelist();
    await user.click(screen.getByRole('link', { name: 'See packages and prices' }));
    expect(location.pathname).toBe('/pricelist');
    expect(await screen.findByRole('list', { name: 'Packages' })).toBeInTheDocument();
  });
});
