import { useEffect, useId, useRef, useState } from 'react';
import AreaMessages from '../../i18n/areas';
import { useLanguage, useT } from '../../i18n/i18n';
import { Checkbox } from '../../ui/Checkbox';
import { mountCard } from './stripe-card';

export interface CardFieldProps {
  publishableKey: string;
  /** The secure payment's error, shown on the field (SPEC.md section 8). */
  error: string | null;
  /** Offers "Save this card for automatic renewals" (a payment); false where the card is saved anyway. */
  offerToSave?: boolean;
  /** Puts the focus in the card once it is loaded (a form the customer just opened). */
  autoFocus?: boolean;
}

/**
 * The card number, expiry and CVC of Stripe Elements, with the card's own and the server's messages under it, and
 * the payer's choice to save the card for automatic renewals (off until ticked). Its words are the checkout's
 * (`checkout.card.*`), loaded here too, since My services' Add a card shows it without the checkout's catalogue:
 * inside a Suspense boundary, it waits for them the first time (docs/frontend.md "Messages in Czech and English").
 */
export function CardField(props: CardFieldProps) {
  return (
    <AreaMessages area="checkout">
      <CardFieldContent {...props} />
    </AreaMessages>
  );
}

function CardFieldContent({ publishableKey, error, offerToSave = true, autoFocus = false }: CardFieldProps) {
  const t = useT();
  // Stripe's own messages in the language the card was shown in (a switch later keeps the card as typed).
  const pageLanguage = useLanguage();
  const language = useRef(pageLanguage);
  const container = useRef<HTMLDivElement>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  // Stripe.js did not load (no network, a blocker): said in the page's words, never the library's English.
  const [loadFailed, setLoadFailed] = useState(false);
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
    mountCard(publishableKey, element, language.current).then(
      (mountedCard) => {
        if (cancelled) {
          mountedCard.unmount();
          return;
        }
        card = mountedCard;
        mounted.current = mountedCard;
        mountedCard.saveCard(saveChoice.current);
        mountedCard.onError(setCardError);
        if (autoFocus) mountedCard.focus();
      },
      () => setLoadFailed(true),
    );
    return () => {
      cancelled = true;
      mounted.current = undefined;
      card?.unmount();
    };
  }, [publishableKey, autoFocus]);

  const chooseSaveCard = (save: boolean) => {
    setSaveCard(save);
    saveChoice.current = save;
    mounted.current?.saveCard(save);
  };

  const message = error ?? cardError ?? (loadFailed ? t('checkout.card.loadFailed') : null);
  return (
    <div className="card-field">
      <span id={labelId} className="card-field__label">
        {t('checkout.card.label')}
      </span>
      <div ref={container} className="card-field__element" role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined} />
      {message && (
        <p id={errorId} className="card-field__error" role="alert">
          {message}
        </p>
      )}
      {offerToSave && (
        <Checkbox isSelected={saveCard} onChange={chooseSaveCard} description={t('checkout.card.saveDescription')}>
          {t('checkout.card.save')}
        </Checkbox>
      )}
    </div>
  );
}
