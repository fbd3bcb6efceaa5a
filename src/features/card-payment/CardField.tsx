import { useEffect, useId, useRef, useState } from 'react';
import { mountCard } from './stripe-card';

export interface CardFieldProps {
  publishableKey: string;
  /** The secure payment's error, shown on the field (SPEC.md section 8). */
  error: string | null;
}

/** The card number, expiry and CVC of Stripe Elements, with the card's own and the server's messages under it. */
export function CardField({ publishableKey, error }: CardFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let card: Awaited<ReturnType<typeof mountCard>> | undefined;
    let cancelled = false;
    mountCard(publishableKey, element).then(
      (mountedCard) => {
        if (cancelled) {
          mountedCard.unmount();
          return;
        }
        card = mountedCard;
        mountedCard.onError(setCardError);
      },
      (failure: unknown) => setLoadError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      cancelled = true;
      card?.unmount();
    };
  }, [publishableKey]);

  const message = error ?? cardError ?? loadError;
  return (
    <div className="card-field">
      <span id={labelId} className="card-field__label">
        Card
      </span>
      <div ref={container} className="card-field__element" role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined} />
      {message && (
        <p id={errorId} className="card-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
