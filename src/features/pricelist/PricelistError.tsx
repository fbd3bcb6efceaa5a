import { Button } from '../../ui/Button';

export interface PricelistErrorProps {
  message: string;
  onRetry: () => void;
}

export function PricelistError({ message, onRetry }: PricelistErrorProps) {
  return (
    <div className="pricelist-error">
      <h1>The prices could not be loaded</h1>
      <p role="alert">{message}</p>
      <Button onPress={onRetry}>Retry</Button>
    </div>
  );
}
