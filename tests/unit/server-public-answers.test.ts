import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSnapshot } from '../../server/domain/catalogue-snapshot';
import { publicAnswerCache } from '../../server/pricelist/public-answers';

const snapshot = () => ({}) as CatalogueSnapshot;

describe('the public price list answers kept per catalogue snapshot', () => {
  it('builds an answer once per key and snapshot, and again for a new snapshot', () => {
    const cache = publicAnswerCache();
    const build = vi.fn(() => ({ totalItems: 5 }));
    const first = snapshot();
    expect(cache.get(first, 'EUR|en', build)).toBe('{"totalItems":5}');
    expect(cache.get(first, 'EUR|en', build)).toBe('{"totalItems":5}');
    expect(build).toHaveBeenCalledTimes(1);
    cache.get(first, 'CZK|cs', build);
    expect(build).toHaveBeenCalledTimes(2);
    cache.get(snapshot(), 'EUR|en', build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('stops keeping new answers past its cap, so a flood of distinct refs cannot grow memory', () => {
    const cache = publicAnswerCache();
    const build = vi.fn(() => ({}));
    const current = snapshot();
    for (let i = 0; i < 300; i += 1) cache.get(current, `ref-${i}`, build);
    expect(build).toHaveBeenCalledTimes(300);
    cache.get(current, 'ref-0', build);
    cache.get(current, 'ref-299', build);
    expect(build).toHaveBeenCalledTimes(301);
  });
});
