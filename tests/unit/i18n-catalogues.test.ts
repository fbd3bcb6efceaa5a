/**
 * The message catalogues (docs/frontend.md "Messages in Czech and English"): every language has every message, with
 * the same placeholders, and the compiled modules the app loads are those of the JSON files.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/language';
import { CATALOGUE_PATHS } from '../../lingui.config';

const catalogue = (path: string, language: string): Record<string, string> => JSON.parse(readFileSync(`${path}/${language}.json`, 'utf8'));

/** The ids one catalogue has and the other lacks (or has empty). */
function missingIds(from: Record<string, string>, to: Record<string, string>): string[] {
  return Object.keys(from).filter((id) => !to[id]?.trim());
}

/** The names of the arguments in a compiled message's parts, those inside a plural's or a select's choices included. */
function namesIn(compiled: unknown, names: Set<string>): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const part of compiled as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, , choices] = part as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (typeof choices === 'object' && choices !== null) for (const choice of Object.values(choices)) namesIn(choice, names);
  }
  return names;
}

/** The names of a message's arguments, plural and select ones included (a select's words, 'draft' in `{status, select, draft {draft} ...}`, are none). */
const argumentsOf = (message: string) => [...namesIn(compileMessage(message), new Set())].sort();

const others = LANGUAGES.filter((language) => language !== 'en');
/** Each catalogue (the shell's, each area's, the server's) with each other language. */
const pairs = CATALOGUE_PATHS.flatMap((path) => others.map((language) => [path, language] as const));

describe('message catalogues', () => {
  it.each(pairs)('%s: %s has every English message, and none that English lacks', (path, language) => {
    const english = catalogue(path, 'en');
    const other = catalogue(path, language);
    expect(missingIds(english, other), `in ${path}/en.json, missing in ${language}.json`).toEqual([]);
    expect(missingIds(other, english), `in ${path}/${language}.json, missing in en.json`).toEqual([]);
  });

  it('no id is in two catalogues: an area\'s message would hide the shell\'s, or the other way round', () => {
    const owners = new Map<string, string[]>();
    for (const path of CATALOGUE_PATHS) for (const id of Object.keys(catalogue(path, 'en'))) owners.set(id, [...(owners.get(id) ?? []), path]);
    expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });

  it('tells a message missing in one language', () => {
    expect(missingIds({ 'a.one': 'One', 'a.two': 'Two' }, { 'a.one': 'Jedna' })).toEqual(['a.two']);
    expect(missingIds({ 'a.one': 'One' }, { 'a.one': ' ' })).toEqual(['a.one']);
  });

  it('tells the arguments of a message, a select\'s words apart', () => {
    expect(argumentsOf('Order {identifier} is {status, select, draft {draft} other {{status}}}')).toEqual(['identifier', 'status']);
    expect(argumentsOf('{count, plural, one {# den} other {# dní} } do {day}')).toEqual(['count', 'day']);
    expect(argumentsOf('No arguments.')).toEqual([]);
  });

  it.each(pairs)('%s: %s gives each message the arguments English gives it', (path, language) => {
    const english = catalogue(path, 'en');
    const other = catalogue(path, language);
    const differing = Object.keys(english).filter((id) => JSON.stringify(argumentsOf(english[id] ?? '')) !== JSON.stringify(argumentsOf(other[id] ?? '')));
    expect(differing).toEqual([]);
  });

  it.each(CATALOGUE_PATHS.flatMap((path) => LANGUAGES.map((language) => [path, language] as const)))('%s: the compiled %s catalogue is its JSON file compiled (npm run i18n:compile)', async (path, language) => {
    const source = catalogue(path, language);
    const { messages: compiled } = (await import(/* @vite-ignore */ pathToFileURL(resolve(path, `${language}.ts`)).href)) as { messages: Record<string, unknown> };
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(source)) expect(compiled[id], id).toEqual(compileMessage(message));
  });
});
