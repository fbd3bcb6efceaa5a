// Shared Vitest setup: DOM matchers, and the polyfills jsdom lacks (react-aria's overlays need CSS.escape; the
// generic modal needs <dialog>'s showModal and close).
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  await import('css.escape');
  // jsdom has the <dialog> element but not its methods: open and close it by its attribute, as a browser does
  // (the top layer and the inert page behind it are a browser's; the Playwright journeys cover those).
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
  const { cleanup, configure } = await import('@testing-library/react');
  const { afterEach, vi } = await import('vitest');
  // Each file starts as a new tab at the site's root. The jsdom files share their worker's window (isolate: false in
  // vite.config.ts), so what the file before left there (stored consent and ids, cookies, the address, its clock) is
  // cleared here, before the file's own code runs.
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  const { focusMover } = await import('../src/ui/focus');
  // Each test is a tab of its own: what one keeps in session storage (the checkout's typed billing details
  // across a reload) is not there for the next. A focus move still waiting for its window (src/ui/focus.ts) is
  // dropped with the page: run after the file's last test, it would look for its element once jsdom is gone.
  afterEach(() => {
    cleanup();
    focusMover.cancel();
    sessionStorage.clear();
  });
  // findBy and waitFor give up after this long. The default second is too short on a busy shared machine: the
  // first test of a file that opens a lazily loaded page or modal waits for its modules to be transformed, which
  // took over 5 s while the browser tests ran beside it. A longer ceiling makes no passing test slower, it only
  // stops a slow one from failing; a test that waits for something that never comes still fails (vite.config.ts).
  configure({ asyncUtilTimeout: 15_000 });
}
