import { describe, expect, it } from 'vitest';
import { modalHeightLayout, viewportShare } from '../../src/ui/modalHeight';

describe('modal height rule (SPEC.md section 9)', () => {
  it.each([
    [599, 0.95],
    [600, 0.9],
    [899, 0.9],
    [900, 0.8],
  ])('gives a %i px viewport a %f share', (height, share) => {
    expect(viewportShare(height)).toBe(share);
  });

  it('leaves the body the share minus 80 px and the header and footer', () => {
    expect(modalHeightLayout({ viewportHeight: 1000, headerHeight: 60, footerHeight: 70 })).toEqual({ scrolls: 'body', bodyMaxHeight: 590 });
    expect(modalHeightLayout({ viewportHeight: 700, headerHeight: 50, footerHeight: 0 })).toEqual({ scrolls: 'body', bodyMaxHeight: 500 });
  });

  it('scrolls the whole modal when exactly 150 px are left for the body', () => {
    // 1000 * 0.8 - 80 - 300 - 270 = 150
    expect(modalHeightLayout({ viewportHeight: 1000, headerHeight: 300, footerHeight: 270 })).toEqual({ scrolls: 'modal', modalMaxHeight: 800 });
  });

  it('scrolls only the body when 151 px are left', () => {
    expect(modalHeightLayout({ viewportHeight: 1000, headerHeight: 300, footerHeight: 269 })).toEqual({ scrolls: 'body', bodyMaxHeight: 151 });
  });

  it('scrolls the whole modal on a small screen', () => {
    // 400 * 0.95 - 80 - 100 - 60 = 140
    expect(modalHeightLayout({ viewportHeight: 400, headerHeight: 100, footerHeight: 60 })).toEqual({ scrolls: 'modal', modalMaxHeight: 380 });
  });
});
