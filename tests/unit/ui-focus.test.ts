/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_THROTTLE_MS, createFocusMover, focusWasLost } from '../../src/ui/focus';

describe('the focus mover (SPEC.md section 9: focus throttled to 100 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const byId = (id: string) => () => document.getElementById(id);

  it('throttles to 100 ms', () => {
    expect(FOCUS_THROTTLE_MS).toBe(100);
  });

  it('moves the focus when the 100 ms window ends, not before', () => {
    const mover = createFocusMover();
    mover.moveFocus(byId('a'));
    vi.advanceTimersByTime(99);
    expect(focusWasLost()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.activeElement?.id).toBe('a');
  });

  it('moves it once, to the latest target, for several requests within one window', () => {
    const mover = createFocusMover();
    const focused: string[] = [];
    document.addEventListener('focusin', (event) => focused.push((event.target as HTMLElement).id));
    mover.moveFocus(byId('a'));
    vi.advanceTimersByTime(50);
    mover.moveFocus(byId('b'));
    vi.advanceTimersByTime(50);
    expect(focused).toEqual(['b']);
  });

  it('finds the target when the window ends, so an element rendered meanwhile can be focused', () => {
    const mover = createFocusMover();
    mover.moveFocus(byId('later'));
    document.body.insertAdjacentHTML('beforeend', '<input id="later">');
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS);
    expect(document.activeElement?.id).toBe('later');
  });

  it('leaves the focus alone when the target is gone, or when cancelled', () => {
    const mover = createFocusMover();
    document.getElementById('b')?.focus();
    mover.moveFocus(byId('missing'));
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS);
    expect(document.activeElement?.id).toBe('b');
    mover.moveFocus(byId('a'));
    mover.cancel();
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS);
    expect(document.activeElement?.id).toBe('b');
  });
});
