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
  const { afterEach } = await import('vitest');
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
