import { useEffect, useId, useRef, useState } from 'react';
import { Checkbox } from '../../ui/Checkbox';
import { mountCard } from './stripe-card';

export interface CardFieldProps {
  publishableKey: string;
  /** The secure payment's error, shown on the field (SPEC.md section 8). */
  error: string | null;
}

const SAVE_CARD_LABEL = 'Save this card for automatic renewals';

/**
 * The card number, expiry and CVC of Stripe Elements, with the card's own and the server's messages under it, and
 * the payer's choice to save the card for automatic renewals (off until ticked).
 */
export function CardField({ publishableKey, error }: CardFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  // The card may load after the box was ticked: it is told the choice when it is mounted, and at every change.
  const mounted = useRef<Awaited<ReturnType<typeof mountCard>> | undefined>(undefined);
  const saveChoice = useRef(false);
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
        mounted.current = mountedCard;
        mountedCard.saveCard(saveChoice.current);
        mountedCard.onError(setCardError);
      },
      (failure: unknown) => setLoadError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      cancelled = true;
      mounted.current = undefined;
      card?.unmount();
    };
  }, [publishableKey]);

  const chooseSaveCard = (save: boolean) => {
    setSaveCard(save);
    saveChoice.current = save;
    mounted.current?.saveCard(save);
  };

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
      <Checkbox isSelected={saveCard} onChange={chooseSaveCard} description="Stripe keeps the card; your services then renew themselves with it. You can remove it in My services.">
        {SAVE_CARD_LABEL}
      </Checkbox>
    </div>
  );
}
