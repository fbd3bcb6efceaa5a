/**
 * The message catalogues (docs/frontend.md "Messages in Czech and English"): every language has every message, with
 * the same placeholders, and the compiled modules the app loads are those of the JSON files.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/language';
import { CATALOGUES } from '../../src/i18n/catalogues';

const catalogue = (language: string): Record<string, string> => JSON.parse(readFileSync(`src/i18n/locales/${language}.json`, 'utf8'));

/** The ids one catalogue has and the other lacks (or has empty). */
function missingIds(from: Record<string, string>, to: Record<string, string>): string[] {
  return Object.keys(from).filter((id) => !to[id]?.trim());
}

/** The names of a message's arguments, plural ones included. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]))].sort();

const english = catalogue('en');
const others = LANGUAGES.filter((language) => language !== 'en');

describe('message catalogues', () => {
  it.each(others)('%s has every English message, and none that English lacks', (language) => {
    const other = catalogue(language);
    expect(missingIds(english, other), `in en.json, missing in ${language}.json`).toEqual([]);
    expect(missingIds(other, english), `in ${language}.json, missing in en.json`).toEqual([]);
  });

  it('tells a message missing in one language', () => {
    expect(missingIds({ 'a.one': 'One', 'a.two': 'Two' }, { 'a.one': 'Jedna' })).toEqual(['a.two']);
    expect(missingIds({ 'a.one': 'One' }, { 'a.one': ' ' })).toEqual(['a.one']);
  });

  it.each(others)('%s gives each message the arguments English gives it', (language) => {
    const other = catalogue(language);
    const differing = Object.keys(english).filter((id) => JSON.stringify(argumentsOf(english[id] ?? '')) !== JSON.stringify(argumentsOf(other[id] ?? '')));
    expect(differing).toEqual([]);
  });

  it.each(LANGUAGES)('the compiled %s catalogue the app loads is its JSON file compiled (npm run i18n:compile)', (language) => {
    const source = catalogue(language);
    const compiled = CATALOGUES[language];
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(source)) expect(compiled[id], id).toEqual(compileMessage(message));
  });
});
