/**
 * Every language's compiled catalogue at once, for the server's rendering and the tests; the browser loads only its
 * language's (load-catalogue.ts).
 */
import type { Messages } from '@lingui/core';
import type { Language } from '../../contracts/language';
import { messages as cs } from './locales/cs';
import { messages as en } from './locales/en';

export const CATALOGUES: Record<Language, Messages> = { en, cs };
