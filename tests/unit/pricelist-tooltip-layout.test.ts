import { describe, expect, it } from 'vitest';
import { tooltipLayout } from '../../src/features/pricelist/tooltipLayout';

describe('price list tooltip layout (SPEC.md section 9: switches over 250 px)', () => {
  it.each([
    [0, 'narrow'],
    [250, 'narrow'],
    [250.5, 'wide'],
    [251, 'wide'],
    [480, 'wide'],
  ])('lays out a %f px card as %s', (width, layout) => {
    expect(tooltipLayout(width)).toBe(layout);
  });
});
