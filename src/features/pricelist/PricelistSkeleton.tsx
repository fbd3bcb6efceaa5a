/** Grey cards in the shape of the real ones, so the page does not jump when the prices arrive. */
import { useT } from '../../i18n/i18n';

export function PricelistSkeleton() {
  const t = useT();
  return (
    <div className="pricelist-skeleton" aria-busy="true">
      <h1 className="visually-hidden">{t('header.packages')}</h1>
      <p className="visually-hidden" role="status">
        {t('pricelist.loading')}
      </p>
      <div className="skeleton-line skeleton-heading" aria-hidden="true" />
      <div className="skeleton-line skeleton-subheading" aria-hidden="true" />
      <ul className="package-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="skeleton-card" data-testid="skeleton-card">
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line--short" />
            <div className="skeleton-block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
