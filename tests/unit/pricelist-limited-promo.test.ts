import { describe, expect, it } from 'vitest';
import { splitLimitedPromo } from '../../src/features/pricelist/limitedPromo';
import { fixtureItem, pricelistFixture } from '../fixtures/pricelist';

const limited = fixtureItem('limited');
const others = pricelistFixture.items.filter((item) => item !== limited);

describe('limited promo rule (exactly 5 items, limited among them)', () => {
  it('takes limited out of the cards and into the promo with 5 items', () => {
    const { cards, promo } = splitLimitedPromo(pricelistFixture.items);
    expect(cards.map((item) => item.identifier)).toEqual(['mini', 'standard', 'profi', 'business']);
    expect(promo).toEqual({ identifier: 'limited', price: '€1.90', bandwidth: '5 GB', storage: '1 GB', canPurchase: true });
  });

  it('shows limited as a card when there are only 4 items', () => {
    const items = [limited, ...others.slice(0, 3)];
    expect(splitLimitedPromo(items)).toEqual({ cards: items, promo: null });
  });

  it('makes no promo from 5 items without limited', () => {
    const items = [...others, { ...fixtureItem('mini'), identifier: 'mini-plus' }];
    expect(splitLimitedPromo(items)).toEqual({ cards: items, promo: null });
  });

  it('makes no promo from 6 items with limited', () => {
    const items = [...pricelistFixture.items, { ...fixtureItem('mini'), identifier: 'mini-plus' }];
    expect(splitLimitedPromo(items).promo).toBeNull();
  });

  it('offers no purchase when the limited button is disabled', () => {
    const disabled = { ...limited, button: { ...limited.button, showButton: false } };
    expect(splitLimitedPromo([disabled, ...others]).promo?.canPurchase).toBe(false);
  });

  it('leaves out bandwidth and storage the package does not list', () => {
    const bare = { ...limited, features: [] };
    expect(splitLimitedPromo([bare, ...others]).promo).toMatchObject({ bandwidth: null, storage: null });
  });

  it('offers the package the operators chose instead of limited, and none when they chose none', () => {
    const { cards, promo } = splitLimitedPromo(pricelistFixture.items, 'mini');
    expect(cards.map((item) => item.identifier)).toEqual(['limited', 'standard', 'profi', 'business']);
    expect(promo?.identifier).toBe('mini');
    expect(splitLimitedPromo(pricelistFixture.items, null)).toEqual({ cards: pricelistFixture.items, promo: null });
  });
});
