import type { CatalogueSnapshot } from '../domain/catalogue-snapshot';

/** Enough for every currency, language and campaign ref seen within one catalogue snapshot's lifetime. */
const MAX_ANSWERS_PER_SNAPSHOT = 256;

/**
 * The public price list (no website) depends only on the catalogue snapshot and the request's currency,
 * language, feature and ref, and it is the busiest answer of the portal. Each serialised answer is kept with
 * the snapshot it was built from, so it lives exactly as long as the catalogue cache keeps that snapshot.
 */
export function publicAnswerCache() {
  const bySnapshot = new WeakMap<CatalogueSnapshot, Map<string, string>>();
  return {
    get(snapshot: CatalogueSnapshot, key: string, build: () => unknown): string {
      let answers = bySnapshot.get(snapshot);
      if (!answers) {
        answers = new Map();
        bySnapshot.set(snapshot, answers);
      }
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = JSON.stringify(build());
        // A flood of distinct refs must not grow memory without bound: past the cap, answers are built per request.
        if (answers.size < MAX_ANSWERS_PER_SNAPSHOT) answers.set(key, answer);
      }
      return answer;
    },
  };
}
