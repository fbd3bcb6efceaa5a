import { Button } from '../../ui/Button';
import { useT } from '../../i18n/i18n';

export interface PricelistErrorProps {
  message: string;
  onRetry: () => void;
}

export function PricelistError({ message, onRetry }: PricelistErrorProps) {
  const t = useT();
  return (
    <div className="pricelist-error">
      <h1>{t('pricelist.loadFailed')}</h1>
      <p role="alert">{message}</p>
      <Button onPress={onRetry}>{t('pricelist.retry')}</Button>
    </div>
  );
}
