import { useEffect, useRef } from 'react';

/**
 * Focuses the element when `when` turns true (after an asynchronous step the page reached), and again when `key`
 * changes while it stays true (a second notice replacing the first).
 */
export function useFocusWhen<T extends HTMLElement>(when: boolean, key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!when) return;
    // After the event that led here has finished with the focus (the file chooser, a pressed button).
    const frame = requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [when, key]);
  return ref;
}
