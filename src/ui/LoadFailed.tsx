import type { RefObject } from 'react';
import { Button } from './Button';

/**
 * A list that could not be loaded: why, announced, and Try again. Try again goes away with the failure it answers,
 * so the focus moves to `focusAfterRetry` (the page's heading, above what loads next) instead of being lost.
 */
export function LoadFailed({ message, onRetry, focusAfterRetry, className }: { message: string | null; onRetry: () => void; focusAfterRetry: RefObject<HTMLElement | null>; className?: string }) {
  const retry = () => {
    onRetry();
    focusAfterRetry.current?.focus();
  };
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <Button onPress={retry}>Try again</Button>
    </div>
  );
}
