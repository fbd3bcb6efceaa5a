/**
 * Moving the focus after an asynchronous update (SPEC.md section 9: the default throttle is 100 ms, focus 100 ms).
 * Requests within one window are settled once, at its end, on the latest target: by then React has rendered the
 * element asked for, and a burst of updates moves the focus once instead of making it jump from place to place.
 */
export const FOCUS_THROTTLE_MS = 100;

export interface FocusMover {
  /** Focuses what `target` finds when the window ends; nothing when it finds nothing. */
  moveFocus: (target: () => HTMLElement | null | undefined) => void;
  cancel: () => void;
}

export function createFocusMover(delay: number = FOCUS_THROTTLE_MS): FocusMover {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: (() => HTMLElement | null | undefined) | undefined;
  return {
    moveFocus(target) {
      latest = target;
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        const element = latest?.();
        latest = undefined;
        if (!element) return;
        element.focus();
        element.scrollIntoView?.({ block: 'center' });
      }, delay);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}

/** The page's one mover: every view that moves the focus shares its window. */
export const focusMover = createFocusMover();

/** True when nothing has the focus any more (an element that had it was removed or re-created). */
export function focusWasLost(doc: Document = document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}
