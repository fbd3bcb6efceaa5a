import { useId, useRef } from 'react';
import type { PricelistItem, PricelistMetadata } from '../../../contracts/pricelist';
import { Button } from '../../ui/Button';
import { InfoTooltip } from '../../ui/Tooltip';
import { showsFreeDomainLabel } from './freeDomain';
import { tooltipPlacement } from './tooltipLayout';
import { useTooltipLayout } from './useTooltipLayout';
import { useT } from '../../i18n/i18n';

export interface PackageCardProps {
  item: PricelistItem;
  tooltips: PricelistMetadata['tooltips'];
  featureFlags: PricelistMetadata['featureFlags'];
  /** The package in the Limited promo box (metadata.limitedPackage). */
  limitedPackage: string | null;
  onPurchase: (packageIdentifier: string) => void;
}

export function PackageCard({ item, tooltips, featureFlags, limitedPackage, onPurchase }: PackageCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  const layout = useTooltipLayout(cardRef);
  const nameId = useId();
  const freeDomain = showsFreeDomainLabel(item, featureFlags, limitedPackage);
  const { button } = item;
  const t = useT();

  const classes = ['package-card', `package-card--tooltips-${layout}`, freeDomain && 'package-card--free-domain'];
  return (
    <article ref={cardRef} className={classes.filter(Boolean).join(' ')} aria-labelledby={nameId}>
      <h2 id={nameId} className="package-name">
        {item.name}
      </h2>
      <p className="package-label">{item.label}</p>
      {freeDomain && <p className="free-domain-label">{t('package.freeDomain')}</p>}

      <div className="package-price">
        {button.priceDiscount > 0 && <p className="discount-badge">{t('package.discount', { percent: button.priceDiscount })}</p>}
        {button.originalPrice && (
          <s className="package-original-price">
            <span className="visually-hidden">{t('package.originalPrice')}</span>
            {button.originalPrice}
          </s>
        )}
        <p>
          <span className="package-price-amount">{button.price}</span>{' '}
          <span className="package-price-description">{button.description}</span>
        </p>
      </div>

      <ul className="package-features">
        {item.features.map((feature) => {
          const tooltip = feature.tooltipDataTitle ? tooltips[feature.tooltipDataTitle] : undefined;
          return (
            <li key={feature.featureIdentifier} className="package-feature">
              <span className="package-feature-name">
                {feature.featureNameHighlighted ? <strong>{feature.featureName}</strong> : feature.featureName}
              </span>
              <span className="package-feature-value">
                {feature.featureValue}
              </span>
              {tooltip && <InfoTooltip label={t('package.moreAbout', { feature: feature.featureName })} text={tooltip.text} placement={tooltipPlacement[layout]} />}
            </li>
          );
        })}
      </ul>

      {button.showButton && (
        <Button className="package-buy" aria-describedby={nameId} onPress={() => onPurchase(item.identifier)}>
          {button.text}
        </Button>
      )}
    </article>
  );
}
