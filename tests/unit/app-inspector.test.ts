import { describe, expect, it } from 'vitest';
import { isInspectorRequested } from '../../src/app/start-inspector';

describe('when the Stately inspector starts in development', () => {
  it('starts with VITE_INSPECT=1 or ?inspect in the address', () => {
    expect(isInspectorRequested('1', '')).toBe(true);
    expect(isInspectorRequested(undefined, '?inspect')).toBe(true);
    expect(isInspectorRequested(undefined, '?project=demo-blog&inspect=1')).toBe(true);
  });

  it('stays off otherwise, so nothing is sent anywhere', () => {
    expect(isInspectorRequested(undefined, '')).toBe(false);
    expect(isInspectorRequested('0', '?project=demo-blog')).toBe(false);
    expect(isInspectorRequested('', '?inspector')).toBe(false);
  });
});
