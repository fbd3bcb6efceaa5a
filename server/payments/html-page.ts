/**
 * The server's own small pages, outside the single-page app: the test gateway's payment page, the pages that say why a
 * payment page cannot be shown, and the refusals of the renewal links and of Add. Each is plain HTML with its one
 * inline style allowed by hash, in the visitor's language (its `<html lang>`; the caller writes the words in it).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Language } from '../../contracts/language';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin-top:0}.amount{font-size:1.25rem}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:.375rem;border:2px solid #1b1f24;cursor:pointer}
.approve{background:#0b6b2e;border-color:#0b6b2e;color:#fff}.decline{background:#fff;color:#1b1f24}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;

// The page loads nothing and runs no script; its one inline style is allowed by hash, and forms post only here.
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A message whose values are HTML (`<strong>ORD-…</strong>`, a link): its words escaped, each value put in as given.
 * `say` is the language's message with the values it is given (serverT), so a value's place is the language's.
 */
export function htmlMessage(say: (values: Record<string, string>) => string, html: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(html).map((name, at) => [name, `\uE000${at}\uE001`]));
  return escapeHtml(say(marks)).replace(/\uE000(\d+)\uE001/g, (_mark, at: string) => Object.values(html)[Number(at)] ?? '');
}

/** The page in the visitor's language (`<html lang>`): its title and body are written in it by the caller. */
export function page(reply: FastifyReply, language: Language, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

