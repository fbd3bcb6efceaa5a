// Shared Vitest setup: DOM matchers, and the polyfills jsdom lacks (react-aria's Modal needs CSS.escape).
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  await import('css.escape');
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  // Each test is a tab of its own: what one keeps in session storage (the checkout's typed billing details
  // across a reload) is not there for the next.
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
  // findBy and waitFor give up after this long. The default second is too short on a busy shared machine; a
  // longer ceiling makes no passing test slower, it only stops a slow one from failing.
  configure({ asyncUtilTimeout: 5_000 });
}
