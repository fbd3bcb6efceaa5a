import type { Messages } from '@lingui/core';
import type { Language } from '../../contracts/language';

/** Each language's compiled catalogue in a chunk of its own: a page loads the one it is shown in. */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en'),
  cs: () => import('./locales/cs'),
};

export async function loadCatalogue(language: Language): Promise<Messages> {
  return (await CATALOGUES[language]()).messages;
}
