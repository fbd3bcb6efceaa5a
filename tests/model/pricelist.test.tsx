/**
 * The pricelist machine, registered in machines/index.ts, replayed against the real price list page: every
 * shortest path xstate/graph finds (one per state-and-entering-transition) is clicked through in jsdom, with
 * MSW holding each request until the path says whether the server succeeds or fails. Two visitors walk it
 * (one without a website, one owner), and a third opens the server-rendered page whose list is embedded;
 * together their paths reach every state and every transition.
 */
import { beforeEach, vi } from 'vitest';
import { useMockServer } from '../msw/server';
import { definePathTests } from './harness';
import { ownerViewModel, serverRenderedViewModel, visitorViewModel } from './pricelist.view';

useMockServer();
// A failed package order is logged to the console by design (SPEC.md section 8); keep the test output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

definePathTests('pricelist', { visitor: visitorViewModel, owner: ownerViewModel, 'server-rendered': serverRenderedViewModel });
