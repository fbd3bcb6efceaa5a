import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { focusMover } from '../../ui/focus';
import type { PricelistActorRef } from './PricelistPage';
import { useT } from '../../i18n/i18n';

/**
 * What happened to the visitor's last purchase, above the cards, focused when it appears (its button may be gone
 * or under the overlay it left): the list was out of date and is loaded again, or the order chosen in the
 * unsupported-feature modal, closed while it waited, was refused.
 */
export function PricelistNotice({ actorRef }: { actorRef: PricelistActorRef }) {
  const pricesChanged = useSelector(actorRef, (state) => state.matches({ ready: { browsing: 'pricesChanged' } }));
  const orderFailure = useSelector(actorRef, (state) => (state.matches({ ready: { browsing: 'orderFailed' } }) ? state.context.orderError : null));
  const ref = useRef<HTMLParagraphElement>(null);
  const t = useT();
  const message = pricesChanged ? t('pricelist.pricesChanged') : orderFailure;

  useEffect(() => {
    if (message !== null) focusMover.moveFocus(() => ref.current);
  }, [message]);

  if (message === null) return null;
  return (
    <p ref={ref} className={pricesChanged ? 'pricelist-notice' : 'pricelist-notice pricelist-notice--error'} role={pricesChanged ? 'status' : 'alert'} tabIndex={-1}>
      {message}
    </p>
  );
}
