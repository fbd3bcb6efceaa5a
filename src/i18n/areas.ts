/**
 * The words of the pages that load on first visit (docs/frontend.md "Messages in Czech and English"): each area's
 * catalogue is a chunk of its own per language, loaded with its page, so the price list's first load carries only
 * the shell's words. `<AreaMessages area>` waits (Suspense) until the area's words are there in the page's language;
 * a language switch loads the areas already shown before it activates the language, so nothing waits twice.
 */
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use, type ReactNode } from 'react';
import type { Language } from '../../contracts/language';
import type { AREAS } from '../../lingui.config';

export type Area = (typeof AREAS)[number];

type Loader = () => Promise<{ messages: Messages }>;

export const AREA_CATALOGUES: Record<Area, Record<Language, Loader>> = {
  account: { en: () => import('./locales/account/en'), cs: () => import('./locales/account/cs') },
  checkout: { en: () => import('./locales/checkout/en'), cs: () => import('./locales/checkout/cs') },
  orders: { en: () => import('./locales/orders/en'), cs: () => import('./locales/orders/cs') },
  services: { en: () => import('./locales/services/en'), cs: () => import('./locales/services/cs') },
  admin: { en: () => import('./locales/admin/en'), cs: () => import('./locales/admin/cs') },
  public: { en: () => import('./locales/public/en'), cs: () => import('./locales/public/cs') },
};

/** A promise React's `use` reads at once when it has settled (React sets and reads these fields on thenables). */
type Tracked = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** Per i18n object: each area's loading per language, settled or not. */
const loading = new WeakMap<I18n, Map<string, Tracked>>();

function loadsOf(i18n: I18n): Map<string, Tracked> {
  let loads = loading.get(i18n);
  if (!loads) loading.set(i18n, (loads = new Map()));
  return loads;
}

/** Loads an area's words in a language into the i18n object, once; the same promise every time it is asked. */
export function loadArea(i18n: I18n, area: Area, language: Language): Tracked {
  const loads = loadsOf(i18n);
  const key = `${area}:${language}`;
  let load = loads.get(key);
  if (!load) {
    const started: Tracked = AREA_CATALOGUES[area][language]().then(({ messages }) => {
      i18n.load(language, messages);
      started.status = 'fulfilled';
      started.value = undefined;
    });
    // A chunk that failed to load (offline) is asked for again next time.
    started.catch(() => loads.delete(key));
    loads.set(key, (load = started));
  }
  return load;
}

/** The areas the page has shown, loaded again in another language before the page switches to it. */
export function loadShownAreas(i18n: I18n, language: Language): Promise<unknown> {
  const areas = new Set([...loadsOf(i18n).keys()].map((key) => key.split(':')[0] as Area));
  return Promise.all([...areas].map((area) => loadArea(i18n, area, language)));
}

/** An i18n object whose messages already hold every area (the server's rendering, the tests): nothing waits. */
export function markAllAreasLoaded(i18n: I18n, language: Language): void {
  const loads = loadsOf(i18n);
  for (const area of Object.keys(AREA_CATALOGUES) as Area[]) {
    const done: Tracked = Promise.resolve();
    done.status = 'fulfilled';
    loads.set(`${area}:${language}`, done);
  }
}

/**
 * Renders its children once the area's words are loaded in the page's language (inside a Suspense boundary). The
 * default export: routes.tsx loads this module lazily beside the page, keeping the table of chunks above out of the
 * price list's first load.
 */
export default function AreaMessages({ area, children }: { area: Area; children: ReactNode }) {
  const { i18n } = useLingui();
  const load = loadArea(i18n, area, i18n.locale as Language);
  // Words already there are not handed to `use`: in the tests (act), Create a website stayed on its fallback for 15 s
  // after an earlier test had opened the sign-in modal, until nothing waited on a promise that had settled.
  if (load.status !== 'fulfilled') use(load as Promise<void>);
  return children;
}
