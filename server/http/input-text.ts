/**
 * The portal's one rule for text that comes in (docs/server.md, "Input rules"): every string of a request, and
 * every key of an object in it, must be well-formed Unicode (no lone surrogate, which PostgreSQL's json and text
 * types refuse) without control characters (U+0000, which no PostgreSQL text can hold, and the other C0 and C1
 * controls) except tab, line feed and carriage return. Keys that name an object's prototype (`__proto__`,
 * `constructor`, `prototype`) are refused too: nothing the portal reads is keyed by them, and an object built
 * from such a key can lose or change its prototype. Nested structures deeper than MAX_INPUT_DEPTH are refused
 * instead of walked.
 */

export const MAX_INPUT_DEPTH = 32;

// C0 controls but tab (09), line feed (0A) and carriage return (0D); DEL; the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface TextProblem {
  /** Where the value sits, as dotted names and indexes ('contact.2.value'); '' for the value itself. */
  path: string;
  message: string;
}

/** Why a string is refused, or undefined when it is acceptable text. */
export function textFault(text: string): string | undefined {
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode text (it holds a lone surrogate)';
  if (CONTROL_CHARACTER.test(text)) return 'holds a control character, which is not allowed here';
  return undefined;
}

const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);
const shown = (path: string) => (path === '' ? 'The input' : `The value at ${path}`);

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The first string, key or nesting in `value` that breaks the input rules; undefined when there is none.
 * Walks strings, arrays and plain objects (what JSON, query strings and GraphQL variables are made of).
 */
export function findTextProblem(value: unknown, path = '', depth = 0): TextProblem | undefined {
  if (typeof value === 'string') {
    const fault = textFault(value);
    return fault === undefined ? undefined : { path, message: `${shown(path)} ${fault}.` };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { path, message: `${shown(path)} is nested more than ${MAX_INPUT_DEPTH} levels deep.` };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = findTextProblem(value[index], join(path, String(index)), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  for (const key of Object.keys(value)) {
    const fault = textFault(key);
    if (fault !== undefined) return { path, message: `A name in ${path === '' ? 'the input' : path} ${fault}.` };
    const at = join(path, key);
    if (PROTOTYPE_KEYS.has(key)) return { path: at, message: `The name ${key} is not allowed in the input.` };
    const problem = findTextProblem(value[key], at, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
