import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The Stately inspector is a development tool: the production build must hold none of it (docs/inspecting.md).
test('the production build carries no trace of the Stately inspector', () => {
  const assets = join('dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withInspector = scripts.filter((name) => /stately\.ai|createBrowserInspector|statelyai/.test(readFileSync(join(assets, name), 'utf8')));
  expect(withInspector).toEqual([]);
});
