/** The keep-alive seen from the page: a refresh the server refuses signs the visitor out and tells them. */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, SESSION_REFRESH_INTERVAL_MS } from '../contracts/auth';
import { renderApp } from './fixtures/app';
import { answerPost, demoUser, errorBody, signedInAs } from './msw/accounts';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();
afterEach(() => vi.useRealTimers());

describe('session keep-alive in the app', () => {
  it('shows the visitor as signed out with a polite notice when the refresh says the session has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInAs();
    answerPricelist();
    const refreshes = answerPost('/api/auth/refresh', 401, errorBody(AUTH_MESSAGES.SESSION_EXPIRED, 'SESSION_EXPIRED'));
    renderApp('/pricelist');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(demoUser.fullname)).toBeInTheDocument();
    expect(refreshes).toHaveLength(0);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    });
    expect(await within(banner).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(refreshes).toHaveLength(1);
    const notice = screen.getByTestId('session-notice');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent('Your session has ended. Please sign in again.');
  });
});
