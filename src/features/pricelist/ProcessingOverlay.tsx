/** SPEC.md section 2: shown while a package order is being created, until the browser leaves for the checkout. */
import { useT } from '../../i18n/i18n';

export function ProcessingOverlay() {
  const t = useT();
  return (
    <div className="processing-overlay" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {t('pricelist.processing')}
    </div>
  );
}
