import { useId } from 'react';
import { Button } from '../../ui/Button';
import type { LimitedPromo as LimitedPromoData } from './limitedPromo';

export interface LimitedPromoProps {
  promo: LimitedPromoData;
  onPurchase: (packageIdentifier: string) => void;
}

/** The package in the Limited promo box (`limited` unless the operators chose another), offered as a domain deal instead of a fifth card (see limitedPromo.ts). */
export function LimitedPromo({ promo, onPurchase }: LimitedPromoProps) {
  const titleId = useId();
  return (
    <section className="limited-promo" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>Get your own or connect existing domain</h2>
        <ul className="limited-promo-list">
          <li>Connect a domain you own or buy a new one</li>
          {promo.bandwidth && <li>Bandwidth: {promo.bandwidth}</li>}
          {promo.storage && <li>Storage: {promo.storage}</li>}
        </ul>
      </div>
      <div className="limited-promo-offer">
        <p className="limited-promo-price">Only for {promo.price}/month</p>
        {promo.canPurchase && (
          <Button variant="outline" onPress={() => onPurchase(promo.identifier)}>
            Purchase Limited package
          </Button>
        )}
      </div>
    </section>
  );
}
