import type { RefObject } from 'react';
import { Button } from './Button';

/**
 * A list that could not be loaded: why, announced, and Try again (`retryLabel`, in the page's language where the page is translated). Try again goes away with the failure it answers,
 * so the focus moves to `focusAfterRetry` (the page's heading, above what loads next) instead of being lost.
 */
export function LoadFailed({
  message,
  onRetry,
  focusAfterRetry,
  className,
  retryLabel = 'Try again',
}: {
  message: string | null;
  onRetry: () => void;
  focusAfterRetry: RefObject<HTMLElement | null>;
  className?: string;
  retryLabel?: string;
}) {
  const retry = () => {
    onRetry();
    focusAfterRetry.current?.focus();
  };
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <Button onPress={retry}>{retryLabel}</Button>
    </div>
  );
}
