/**
 * The pieces of operators' two-factor sign-in that need no database: the TOTP codes (RFC 6238, 6 digits, 30 s, as
 * every authenticator app reads them; otplib), the secret sealed for storage, the recovery codes and their keyed
 * hashes, and the enrolment address drawn as a QR code. docs/security.md, "Two-factor sign-in", says why.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = 'Hosting Portal';
export const TOTP_PERIOD_SECONDS = 30;
/** One step of clock drift either way: a phone half a minute fast or slow still signs in. */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: two groups of five letters and digits (no 0, 1, o, l), about 50 random bits each. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** The key that seals TOTP secrets and hashes recovery codes, derived from the portal's session secret (HKDF-SHA-256). */
export function twoFactorKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'hosting-portal', 'operator two-factor sign-in', 32));
}

const SEALED_VERSION = 'v1';

/** AES-256-GCM: `v1.IV.TAG.CIPHERTEXT`, each part base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret sealed by sealSecret; throws when the key is another (the session secret changed) or the text was altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== SEALED_VERSION || !iv || !tag || !text) throw new Error('The stored two-factor secret is not readable.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new TOTP secret: 20 random bytes in base32, as authenticator apps take it typed in. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address of the secret, what the QR code holds. */
export const otpauthUri = (email: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** A code as typed: spaces and dashes dropped ("123 456"), letters lowercased. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step of the secret's code `code` at `now`, allowing one step of drift either way, when it is later than
 * `afterStep` (the last one accepted: a code works once); undefined otherwise.
 */
export function acceptedStep(secret: string, code: string, now: Date, afterStep: number | null): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten new recovery codes, `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

export const isRecoveryCode = (normalized: string): boolean => new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(normalized);

/** What is stored of a recovery code: its HMAC under the two-factor key, so the table alone cannot be searched. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normalizeCode(code)).digest('base64url');
}

/** The QR code of `text` as one SVG path over a square of `size` modules (no image: the page draws it inline). */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
