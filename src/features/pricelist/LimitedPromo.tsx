import { useId } from 'react';
import { Button } from '../../ui/Button';
import type { LimitedPromo as LimitedPromoData } from './limitedPromo';
import { useT } from '../../i18n/i18n';

export interface LimitedPromoProps {
  promo: LimitedPromoData;
  onPurchase: (packageIdentifier: string) => void;
}

/** The package in the Limited promo box (`limited` unless the operators chose another), offered as a domain deal instead of a fifth card (see limitedPromo.ts). */
export function LimitedPromo({ promo, onPurchase }: LimitedPromoProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section className="limited-promo" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t('promo.title')}</h2>
        <ul className="limited-promo-list">
          <li>{t('promo.connect')}</li>
          {promo.bandwidth && <li>{t('promo.bandwidth', { bandwidth: promo.bandwidth })}</li>}
          {promo.storage && <li>{t('promo.storage', { storage: promo.storage })}</li>}
        </ul>
      </div>
      <div className="limited-promo-offer">
        <p className="limited-promo-price">{t('promo.price', { PRICE: promo.price })}</p>
        {promo.canPurchase && (
          <Button variant="outline" onPress={() => onPurchase(promo.identifier)}>
            {t('promo.purchase')}
          </Button>
        )}
      </div>
    </section>
  );
}
