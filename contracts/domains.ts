/**
 * Domain names as a shopper types them: one set of rules and messages for the search box (in the browser, before
 * anything is sent) and for the server (which is the authority and also knows which TLDs it sells). Pure: the only
 * global used is URL, for turning internationalised names into their ASCII (punycode) form.
 */

/** The name searched when a shopper types a bare name such as 'my-bakery'. */
export const DEFAULT_TLD = 'com';

export const DOMAIN_NAME_MESSAGES = {
  EMPTY: 'Please enter the domain name you want, e.g. my-bakery.com',
  TOO_SHORT: 'A domain name needs at least 2 characters before the dot',
  TOO_LONG: 'A domain name can have at most 63 characters before the dot',
  CHARACTERS: 'A domain name can contain only letters, digits and hyphens',
  HYPHEN_EDGE: 'A domain name cannot start or end with a hyphen',
  HYPHEN_34: 'A domain name cannot have hyphens in both the third and fourth places',
  SUBDOMAIN: 'Please enter the name without subdomains, e.g. my-bakery.com',
  PUNYCODE: 'This xn-- name is not a valid internationalised domain name',
  TLD: 'Please check the ending after the dot, e.g. .com',
} as const;

/** A domain name that passed the rules: its label (before the dot) and TLD, in Unicode and in ASCII. */
export interface ParsedDomainName {
  /** e.g. 'café.com', lower case; the same as `ascii` for a name without accented letters, or one typed as xn--. */
  domain: string;
  /** e.g. 'xn--caf-dma.com': what registries store. */
  ascii: string;
  /** e.g. 'café'. */
  label: string;
  /** e.g. 'xn--caf-dma'. */
  asciiLabel: string;
  /** e.g. 'com'. */
  tld: string;
  /** The label has letters beyond ASCII (an internationalised domain name). */
  internationalised: boolean;
  /** The shopper typed no TLD, so DEFAULT_TLD was taken. */
  tldGuessed: boolean;
}

export type DomainNameCheck = { ok: true; name: ParsedDomainName } | { ok: false; message: string };

const LABEL_CHARACTERS = /^[\p{L}\p{M}\p{N}-]+$/u;
const ASCII_LABEL = /^[a-z0-9-]+$/;
const TLD_PATTERN = /^[a-z]{2,24}$/;

/** The ASCII (punycode) form of a Unicode label, or undefined when it cannot have one. */
function toAsciiLabel(label: string): string | undefined {
  if (ASCII_LABEL.test(label)) return label;
  try {
    const host = new URL(`http://${label}.invalid`).hostname;
    const ascii = host.slice(0, -'.invalid'.length);
    return ASCII_LABEL.test(ascii) ? ascii : undefined;
  } catch {
    return undefined;
  }
}

function validPunycode(label: string): string | undefined {
  try {
    return new URL(`http://${label}.invalid`).hostname === `${label}.invalid` ? label : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a domain name as typed: spaces around it, upper case, a leading 'http://' or 'www.' and a trailing dot or
 * slash are forgiven; a bare name gets DEFAULT_TLD. The label must be 2 to 63 characters (counted in its ASCII
 * form), letters, digits and hyphens only, not starting or ending with a hyphen, and without hyphens in the third
 * and fourth places (reserved for 'xn--' names). Whether the TLD is sold and whether it accepts accented letters
 * is the server's to say.
 */
export function checkDomainName(input: string): DomainNameCheck {
  let text = input.trim().normalize('NFC').toLowerCase();
  text = text.replace(/^[a-z]+:\/\//, '').replace(/\/+$/, '').replace(/\.$/, '');
  if (text.startsWith('www.')) text = text.slice(4);
  if (text === '') return { ok: false, message: DOMAIN_NAME_MESSAGES.EMPTY };
  const parts = text.split('.');
  if (parts.length > 2) return { ok: false, message: DOMAIN_NAME_MESSAGES.SUBDOMAIN };
  const [label = '', typedTld] = parts;
  const tld = typedTld ?? DEFAULT_TLD;
  if (!TLD_PATTERN.test(tld)) return { ok: false, message: DOMAIN_NAME_MESSAGES.TLD };
  if (label === '') return { ok: false, message: DOMAIN_NAME_MESSAGES.EMPTY };
  if (!LABEL_CHARACTERS.test(label)) return { ok: false, message: DOMAIN_NAME_MESSAGES.CHARACTERS };
  if (label.startsWith('-') || label.endsWith('-')) return { ok: false, message: DOMAIN_NAME_MESSAGES.HYPHEN_EDGE };
  // 'xn--' starts a name already in its ASCII form; it must be valid punycode.
  const punycode = label.startsWith('xn--');
  const internationalised = punycode || !ASCII_LABEL.test(label);
  if (!internationalised && label.slice(2, 4) === '--') return { ok: false, message: DOMAIN_NAME_MESSAGES.HYPHEN_34 };
  const asciiLabel = punycode ? validPunycode(label) : toAsciiLabel(label);
  if (asciiLabel === undefined) return { ok: false, message: punycode ? DOMAIN_NAME_MESSAGES.PUNYCODE : DOMAIN_NAME_MESSAGES.CHARACTERS };
  if (asciiLabel.length > 63) return { ok: false, message: DOMAIN_NAME_MESSAGES.TOO_LONG };
  if ([...label].length < 2) return { ok: false, message: DOMAIN_NAME_MESSAGES.TOO_SHORT };
  return {
    ok: true,
    name: { domain: `${label}.${tld}`, ascii: `${asciiLabel}.${tld}`, label, asciiLabel, tld, internationalised, tldGuessed: typedTld === undefined },
  };
}

/** What a domain search says of one name (the schema's DomainAvailability). */
export type DomainAvailability = 'AVAILABLE' | 'TRANSFERABLE' | 'TAKEN';

/** The auth code of a domain held at another registrar: what a transfer needs. */
export const AUTH_CODE_PATTERN = /^[\x21-\x7e]{6,32}$/;
export const AUTH_CODE_MESSAGE = 'Please enter the auth code from your current registrar (6 to 32 characters, no spaces)';
