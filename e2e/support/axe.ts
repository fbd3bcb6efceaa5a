/**
 * The one axe scan of the browser tests. A scan taken while a modal fades in reads its text at part opacity and
 * reports colour contrast that the finished screen does not have, so every scan first waits until no animation or
 * transition with an end is running (spinners, which never end, are left alone), and colour transitions are
 * switched off while it reads.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once every finite CSS animation and transition of the page has finished. Polled from the test (one
 * evaluation at a time), so that it works the same on a page whose clock the test installed or whose own scripts are
 * switched off.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const stillMoving = () =>
    page.evaluate(() =>
      document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running' && !animation.pending) return false;
        return animation.effect?.getComputedTiming().endTime !== Infinity;
      }).length,
    );
  await expect.poll(stillMoving, { intervals: [50, 100, 250], message: 'animations still running before the axe scan' }).toBe(0);
}

/** axe on the page once it is still. `exclude`: selectors left out of the scan. */
export async function expectNoAxeViolations(page: Page, exclude: readonly string[] = []): Promise<void> {
  await animationsSettled(page);
  // A control whose state changes a moment after the wait (a button enabled, or turned from filled to outlined, as the
  // screen settles) would blend its colours for 150 ms while axe reads them: for the scan, colour transitions end at
  // once, so axe reads what the screen settles on. A constructed style sheet, which no page's CSP refuses (a <style>
  // element is refused by the payment pages' hashes).
  await instantTransitions(page, true);
  let results;
  try {
    await animationsSettled(page);
    // Only the violations are read: the passes and the rest are left at one element each, which axe's own option
    // says makes the scan faster (less to gather and to send back).
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    // A page of one frame has no frames' results to gather: axe runs in the page itself (legacy mode) instead of
    // opening a blank page of its own to gather them in, which took half of each scan's time. A page with frames (the
    // card form's) keeps the default, which also scans frames of other origins.
    if (page.frames().length === 1) builder.setLegacyMode(true);
    for (const selector of exclude) builder.exclude(selector);
    results = await builder.analyze();
  } finally {
    await instantTransitions(page, false);
  }
  // Each violation with where it is, so a failure names the element.
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Switches the page's CSS transitions off (`on`) or back: a style sheet adopted by the document, then dropped. */
async function instantTransitions(page: Page, on: boolean): Promise<void> {
  await page
    .evaluate((add) => {
      const holder = window as unknown as { axeInstantSheet?: CSSStyleSheet };
      if (add) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
        holder.axeInstantSheet = sheet;
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      } else {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== holder.axeInstantSheet);
        delete holder.axeInstantSheet;
      }
    }, on)
    // A page that navigated away meanwhile has nothing to switch back.
    .catch((error: unknown) => {
      if (on) throw error;
    });
}
