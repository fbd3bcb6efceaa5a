/**
 * The tokens of links sent by e-mail (password reset, finishing a sign-up): 32 random bytes in base64url, stored
 * only as their SHA-256, so a copy of the database opens no link.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');
