import type { CatalogueSnapshot } from '../domain/catalogue-snapshot';
import type { KeptBody } from '../http/encoding';
import { contentTag } from '../http/etag';

/** Enough for every currency, language and campaign ref seen within one catalogue version's lifetime. */
const MAX_ANSWERS_PER_CATALOGUE = 256;

/**
 * A public price list answer, serialised once: its JSON body, as text and as the UTF-8 bytes sent (encoding 18 KB of
 * text for every request, and measuring it for Content-Length, was a tenth of the server's work), the strong ETag
 * of that body, and its compressed copies (compressing 18 KB for every request that accepts brotli would cost more
 * than the rest of the answer).
 */
export interface PublicAnswer extends KeptBody {
  body: string;
  identity: Buffer;
}

/**
 * The public price list (no website) depends only on the catalogue and the request's currency, language, feature
 * and ref, and it is the busiest answer of the portal. Each answer is serialised once per catalogue version (a
 * snapshot reloaded while the version stays the same reuses it) and kept with its ETag; without a known version
 * (tests that read the catalogue afresh for every request) it lives exactly as long as the snapshot it was built from.
 */
export function publicAnswerCache() {
  const bySnapshot = new WeakMap<CatalogueSnapshot, Map<string, PublicAnswer>>();
  let current: { version: bigint; answers: Map<string, PublicAnswer> } | undefined;
  const answersFor = (snapshot: CatalogueSnapshot, version: bigint | undefined): Map<string, PublicAnswer> => {
    if (version !== undefined) {
      // Only the newest version is kept: an older one is never served again.
      if (!current || current.version !== version) current = { version, answers: new Map() };
      return current.answers;
    }
    let answers = bySnapshot.get(snapshot);
    if (!answers) {
      answers = new Map();
      bySnapshot.set(snapshot, answers);
    }
    return answers;
  };
  return {
    get(snapshot: CatalogueSnapshot, version: bigint | undefined, key: string, build: () => unknown): PublicAnswer {
      const answers = answersFor(snapshot, version);
      let answer = answers.get(key);
      if (answer === undefined) {
        const body = JSON.stringify(build());
        answer = { body, identity: Buffer.from(body), etag: `"${contentTag(body)}"`, encoded: {} };
        // A flood of distinct refs must not grow memory without bound: past the cap, answers are built per request.
        if (answers.size < MAX_ANSWERS_PER_CATALOGUE) answers.set(key, answer);
      }
      return answer;
    },
  };
}
