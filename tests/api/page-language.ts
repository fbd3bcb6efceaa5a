/**
 * The server's own small pages (server/payments/html-page.ts: the renewal links', Add's, Stripe Checkout's and the test
 * gateway's) in the visitor's language: what a test sends to ask for Czech, and what it holds a Czech page to.
 */
import { expect } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contracts/language';

/** A Czech browser's languages. */
export const CZECH_BROWSER = { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' };
/** Czech chosen with the header's switch, in an English browser: the choice wins. */
export const CZECH_CHOSEN = { 'accept-language': 'en-GB,en;q=0.9', cookie: `${LANGUAGE_COOKIE}=cs` };

/** The words a page shows (its title and body), without its tags and style, its characters unescaped. */
export function pageText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** English words our pages say; none is a Czech word (and names from the server, ORD-TEST0001, hold none of them). */
const ENGLISH_WORDS = /\b(the|this|that|is|are|not|please|and|of|was|your|our|order|payment|page|back|log|sign|renew|renewal|service|services|websites|link|nothing|charged|approve|decline|amount|pay|gateway|account|already|cannot|found|expired|ended)\b/gi;

/** The page is Czech: `<html lang="cs">`, Czech letters, and no English word of ours left in its title or body. */
export function expectCzechPage(html: string): void {
  expect(html).toMatch(/^<!doctype html><html lang="cs">/);
  const text = pageText(html);
  expect(text.match(ENGLISH_WORDS) ?? [], text).toEqual([]);
  expect(text).toMatch(/[áčďéěíňóřšťúůýž]/i);
}
