/**
 * The plain values of the price list contract, without zod: machines and first-paint views import these, so the
 * schemas (contracts/pricelist.ts, which re-exports everything here) load only with the price list request.
 */
export const CURRENCIES = ['CZK', 'EUR', 'USD'] as const;

/** Identifier of a website (SPEC.md's project): lowercase letters, digits and inner hyphens. */
export const PROJECT_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const FEATURE_IDENTIFIER_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const REF_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const DEFAULT_REF = 'pricelist';
export const LIMITED_PACKAGE_IDENTIFIER = 'limited';

/** SPEC.md section 2: the body carries these classes while the price list is open (rendered by the server too). */
export const PRICELIST_BODY_CLASSES = ['main-accent', 'wrapper-no-overflow'] as const;
