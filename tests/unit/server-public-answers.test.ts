import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';
import { publicAnswerCache } from '../../server/pricelist/public-answers';

const snapshot = () => ({}) as CatalogueSnapshot;

describe('the public price list answers', () => {
  it('without a known version, builds an answer once per key and snapshot, and again for a new snapshot', () => {
    const cache = publicAnswerCache();
    const build = vi.fn(() => ({ totalItems: 5 }));
    const first = snapshot();
    expect(cache.get(first, undefined, 'EUR|en', build).body).toBe('{"totalItems":5}');
    expect(cache.get(first, undefined, 'EUR|en', build).body).toBe('{"totalItems":5}');
    expect(build).toHaveBeenCalledTimes(1);
    cache.get(first, undefined, 'CZK|cs', build);
    expect(build).toHaveBeenCalledTimes(2);
    cache.get(snapshot(), undefined, 'EUR|en', build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('with a version, serialises once per version and key, across reloaded snapshots, and again when the version moves', () => {
    const cache = publicAnswerCache();
    const build = vi.fn(() => ({ totalItems: 5 }));
    const answer = cache.get(snapshot(), 7n, 'EUR|en', build);
    expect(cache.get(snapshot(), 7n, 'EUR|en', build)).toBe(answer);
    expect(build).toHaveBeenCalledTimes(1);
    cache.get(snapshot(), 8n, 'EUR|en', build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('tags each body by its content: the same list gets the same ETag, another list another', () => {
    const cache = publicAnswerCache();
    const first = cache.get(snapshot(), 1n, 'EUR|en', () => ({ price: '4.90' }));
    const same = publicAnswerCache().get(snapshot(), 9n, 'EUR|en', () => ({ price: '4.90' }));
    const changed = cache.get(snapshot(), 2n, 'EUR|en', () => ({ price: '5.90' }));
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('stops keeping new answers past its cap, so a flood of distinct refs cannot grow memory', () => {
    const cache = publicAnswerCache();
    const build = vi.fn(() => ({}));
    const current = snapshot();
    for (let i = 0; i < 300; i += 1) cache.get(current, 3n, `ref-${i}`, build);
    expect(build).toHaveBeenCalledTimes(300);
    cache.get(current, 3n, 'ref-0', build);
    cache.get(current, 3n, 'ref-299', build);
    expect(build).toHaveBeenCalledTimes(301);
  });
});
