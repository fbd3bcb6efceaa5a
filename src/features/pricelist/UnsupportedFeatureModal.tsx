/**
 * SPEC.md section 2's unsupported-feature modal: a package too small for what the website already uses. Its
 * buttons carry purchase urls; each one goes on to create the package order through the machine, while the
 * modal shows the generic modal's 'Wait please...' (focused). A refused order is told in the modal, focused, and
 * the buttons are there to choose again.
 */
import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/i18n';
import type { PricelistActorRef } from './PricelistPage';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export default function UnsupportedFeatureModal({ actorRef }: { actorRef: PricelistActorRef }) {
  const modal = useSelector(actorRef, (state) => {
    const identifier = state.context.unsupportedPackage;
    return identifier ? (state.context.pricelist?.metadata.unsupportedFeatures[identifier] ?? null) : null;
  });
  const isWaiting = useSelector(actorRef, (state) => state.hasTag('waiting'));
  const orderError = useSelector(actorRef, (state) => state.context.orderError);
  const t = useT();
  if (!modal) return null;
  const choose = (url: string) => actorRef.send({ type: 'pricelist.continuePurchase', url });
  return (
    <Modal
      isOpen
      onClose={() => actorRef.send({ type: 'modal.close' })}
      title={modal.heading}
      isLoading={isWaiting}
      footer={
        isWaiting ? undefined : (
          <div className="unsupported-actions">
            <Button onPress={() => choose(modal.upgradeButton.url)}>{modal.upgradeButton.text}</Button>
            {modal.continueButtons.length > 0 && (
              <ul className="unsupported-continue" aria-label={t('pricelist.continuePurchase')}>
                {modal.continueButtons.map((button) => (
                  <li key={button.url}>
                    <Button variant="outline" onPress={() => choose(button.url)}>
                      {button.text}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      }
    >
      {orderError !== null && (
        <p className="form-error" role="alert" tabIndex={-1} ref={focusOnMount}>
          {orderError}
        </p>
      )}
      <p>{modal.text}</p>
    </Modal>
  );
}
