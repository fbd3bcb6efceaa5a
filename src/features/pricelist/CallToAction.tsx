import { useId } from 'react';
import type { PricelistMetadata } from '../../../contracts/pricelist';
import { Button } from '../../ui/Button';

export interface CallToActionProps {
  callToAction: PricelistMetadata['callToAction'];
  onSignUp: () => void;
}

export function CallToAction({ callToAction, onSignUp }: CallToActionProps) {
  const headingId = useId();
  return (
    <section className="call-to-action" aria-labelledby={headingId}>
      <h2 id={headingId}>{callToAction.heading}</h2>
      <p>{callToAction.text}</p>
      <Button onPress={onSignUp}>{callToAction.buttonText}</Button>
    </section>
  );
}
