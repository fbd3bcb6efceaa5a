/**
 * The translated screens in Czech (docs/frontend.md "Messages in Czech and English"): the header, the footer, the
 * cookie bar with its choices and the price list show nothing but the Czech catalogue's messages and the price
 * list's own data. A string written into a component instead of the catalogue shows up here in English.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { CATALOGUES } from '../src/i18n/catalogues';
import { renderApp } from './fixtures/app';
import { pricelistFixture } from './fixtures/pricelist';
import { demoUser, signedInAs } from './msw/accounts';
import { answerPricelist, useMockServer } from './msw/server';

useMockServer();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Compiled = string | Array<string | [string] | [string, string, Record<string, Compiled>]>;

/** A compiled message as a pattern: its words as they are, an argument any text, a plural's # a number. */
function patternOf(compiled: Compiled, inBranch = false): string {
  if (typeof compiled === 'string') return compiled === '#' && inBranch ? '\\d+' : escape(compiled);
  return compiled
    .map((part) => {
      if (typeof part === 'string') return part === '#' && inBranch ? '\\d+' : escape(part);
      const [, , branches] = part;
      return branches ? `(?:${Object.values(branches).map((branch) => patternOf(branch, true)).join('|')})` : '.+?';
    })
    .join('');
}

/** The words of a compiled message, arguments left out. */
function wordsOf(compiled: Compiled): string {
  if (typeof compiled === 'string') return compiled;
  return compiled.map((part) => (typeof part === 'string' ? part : part[2] ? Object.values(part[2]).map(wordsOf).join(' ') : '')).join('');
}

/** Each message as a pattern its rendered text matches; one made of arguments alone ('{name} {kind}') is part of another. */
function messagePatterns(messages: Messages): RegExp[] {
  return Object.values(messages)
    .map((message) => message as Compiled)
    .filter((compiled) => /\p{L}/u.test(wordsOf(compiled)))
    .map((compiled) => new RegExp(`^${patternOf(compiled).trim().replace(/\s+/g, '\\s+')}$`));
}

/** Every string of the price list's answer: names, features, prices, FAQ (the catalogue's data, not the app's words). */
function dataStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) dataStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) dataStrings(item, into);
  return into;
}

/** The words a person meets: text (not hidden from everyone), accessible names and titles, each trimmed. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[aria-hidden="true"]')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'alt', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}

/** Texts that are neither a Czech message, nor the price list's data, nor a number, sign or language's own name. */
function notFromTheCatalogue(texts: string[], accountData: string[] = []): string[] {
  const patterns = messagePatterns(CATALOGUES.cs);
  const data = dataStrings([pricelistFixture, accountData]);
  const ownNames = new Set(['English', 'Čeština']);
  return texts.filter((text) => !data.has(text) && !ownNames.has(text) && !/^[\d\s.,:;%/×←+-]*$/.test(text) && !patterns.some((pattern) => pattern.test(text)));
}

describe('the translated screens in Czech', () => {
  it('show only the Czech catalogue and the price list data: header, footer, price list and the cookie bar with its choices', async () => {
    answerPricelist();
    const { user } = renderApp('/pricelist', { consent: null, language: 'cs' });
    const bar = await screen.findByRole('dialog', { name: 'Tento web používá cookies' });
    await screen.findByRole('list', { name: 'Balíčky', hidden: true });
    await user.click(within(bar).getByRole('button', { name: 'Upravit moje volby' }));
    await within(bar).findByRole('group', { name: 'Vaše volby' });

    expect(notFromTheCatalogue(shownTexts(document.body))).toEqual([]);
  });

  it('show only the Czech catalogue, the price list data and the account\'s own words to a signed-in customer with a service due', async () => {
    answerPricelist();
    const dueService = { kind: 'package', name: 'Mini', website: 'demo-blog', status: 'expiring', paidUntil: '2027-03-12T00:00:00.000Z', othersDue: 2 } as const;
    signedInAs({ ...demoUser, dueService });
    renderApp('/pricelist', { language: 'cs' });
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Obnovit' });
    await screen.findByRole('list', { name: 'Balíčky' });

    expect(notFromTheCatalogue(shownTexts(document.body), [demoUser.fullname])).toEqual([]);
  });

  it('tells a text that is not the catalogue\'s', () => {
    expect(notFromTheCatalogue(['Přijmout vše', 'Sleva 20 %', pricelistFixture.items[0]?.name ?? '', '€1.90'])).toEqual([]);
    expect(notFromTheCatalogue(['Accept all', 'Skip to main content'])).toEqual(['Accept all', 'Skip to main content']);
  });
});
