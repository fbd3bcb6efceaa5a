import { createHash } from 'node:crypto';

/** A tag of a body's content: the same text gets the same tag on every instance and after every restart. */
export function contentTag(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

/** Whether an If-None-Match header names `etag` (one of a list of tags, weak or strong, or `*`): answer 304. */
export function ifNoneMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
