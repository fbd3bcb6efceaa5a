/**
 * The back office's refusals are the server catalogue's words (docs/frontend.md "Messages in Czech and English"): a
 * refusal or a field problem in server/admin written as an English literal would reach a Czech back office in English,
 * so none is; and each catalogue id a refusal is made with belongs to its refusal's code, as the translation looks
 * it up by code (server/http/error-language.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The refusals an operator can see, and where field problems are collected (their code: INVALID_INPUT). */
const REFUSALS = /\bnew (AdminFilterError|CatalogueEditError|OperatorError|StatementError|TwoFactorError|RefundError)\(|\bproblems\.add\(|\bproblems(?:\.\w+|\[\w+\]) = /g;

/** operator-cli.ts is the installer's command line, which stays English. */
const SCANNED = [
  ...readdirSync('server/admin')
    .filter((name) => name.endsWith('.ts') && name !== 'operator-cli.ts')
    .map((name) => `server/admin/${name}`),
  'server/auth/two-factor-store.ts',
  'server/lifecycle/settings.ts',
];

/** The text from `start` to the end of the call or statement it opens: to its closing parenthesis, or to the `;`. */
function argumentsFrom(source: string, start: number, call: boolean): string {
  let depth = call ? 1 : 0;
  let quote: string | undefined;
  for (let at = start; at < source.length; at += 1) {
    const character = source[at] ?? '';
    if (quote) {
      if (character === '\\') at += 1;
      else if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === '`') quote = character;
    else if (character === '(') depth += 1;
    else if (character === ')') {
      depth -= 1;
      if (call && depth === 0) return source.slice(start, at);
    } else if (!call && character === ';' && depth === 0) return source.slice(start, at);
  }
  return source.slice(start);
}

interface Found {
  file: string;
  line: number;
  text: string;
}

/** Each refusal or field problem of the files, with its arguments' text. */
function refusalsIn(file: string, source: string): Found[] {
  return [...source.matchAll(REFUSALS)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return { file, line: source.slice(0, match.index).split('\n').length, text: `${match[0]}${argumentsFrom(source, start, match[0].endsWith('('))}` };
  });
}

/** String literals with words in them: not a code ('INVALID_INPUT'), a field ('prices.0.amount') or a separator (', '). */
const words = (text: string) => [...text.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((literal) => literal[0]).filter((literal) => /[A-Za-z]\s+[A-Za-z]/.test(literal));

/** The codes a refusal's text names ('INVALID_FILTER') and the codes of the catalogue ids it uses (english('error.CODE.variant')). */
const codesNamed = (text: string) => [...text.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]);
const codesOfIds = (text: string) => [...text.matchAll(/english\(\s*(?:[^'()]*\?\s*)?'error\.([A-Z0-9_]+)[.']/g)].map((match) => match[1]);

const found = SCANNED.flatMap((file) => refusalsIn(file, readFileSync(file, 'utf8')));

describe('the back office\'s refusals are catalogue messages', () => {
  it('finds the refusals it checks', () => {
    expect(found.length).toBeGreaterThan(80);
    expect(found.some((refusal) => refusal.file === 'server/admin/statement-parser.ts')).toBe(true);
  });

  it('no refusal or field problem of server/admin is an English literal: each is english(...) of the server catalogue', () => {
    const literal = found.filter((refusal) => words(refusal.text).length > 0).map((refusal) => `${refusal.file}:${refusal.line}: ${refusal.text}`);
    expect(literal).toEqual([]);
  });

  it('each catalogue id a refusal is made with is of the refusal\'s code (a field problem\'s: INVALID_INPUT)', () => {
    const astray = found.flatMap((refusal) => {
      const named = refusal.text.startsWith('problems') ? ['INVALID_INPUT'] : codesNamed(refusal.text);
      const used = codesOfIds(refusal.text);
      // RefundError takes its code alone; a refusal passed a message from elsewhere names no id here.
      return used.filter((code) => named.length > 0 && !named.includes(code)).map((code) => `${refusal.file}:${refusal.line}: error.${code} in ${refusal.text}`);
    });
    expect(astray).toEqual([]);
  });

  it('tells an English literal and an id of another code', () => {
    const [literal] = refusalsIn('x.ts', "throw new AdminFilterError('INVALID_FILTER', 'The page is a whole number from 1.');");
    expect(words(literal?.text ?? '')).toEqual(["'The page is a whole number from 1.'"]);
    const [template] = refusalsIn('x.ts', 'problems.add(field, `${label} is required.`);');
    expect(words(template?.text ?? '')).toHaveLength(1);
    const [catalogued] = refusalsIn('x.ts', "throw new AdminFilterError('INVALID_FILTER', english('error.ORDER_NOT_FOUND.admin'));");
    expect(codesNamed(catalogued?.text ?? '')).toEqual(['INVALID_FILTER']);
    expect(codesOfIds(catalogued?.text ?? '')).toEqual(['ORDER_NOT_FOUND']);
    expect(words(catalogued?.text ?? '')).toEqual([]);
  });
});
