/**
 * A smaller package for a website's next period on My services (docs/services.md "Downgrade at renewal"): the package
 * row says "From DATE: Mini" with Cancel the change, or offers Choose a smaller package; the dialog lists the smaller
 * packages with what would stop working on each (the price list guard's words) and asks to confirm. The
 * packageDowngrade machine decides what is shown; the focus goes to what replaced the pressed control.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ListedService } from '../../../machines/myServices';
import type { NextPackage, packageDowngradeMachine } from '../../../machines/packageDowngrade';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useFocusWhen } from '../../ui/useFocusWhen';
import { useServiceWords } from './words';

export type PackageDowngradeActorRef = ActorRefFrom<typeof packageDowngradeMachine>;

/** The choice as it stands: changed from this page, else as the list was loaded. */
function useNextPackage(actorRef: PackageDowngradeActorRef, service: ListedService): NextPackage | null {
  const website = service.website ?? '';
  const changed = useSelector(actorRef, (state) => (website in state.context.changed ? state.context.changed[website] : undefined));
  return changed === undefined ? (service.nextPackage ?? null) : changed;
}

/** The package row's next period: the choice with Cancel the change, or Choose a smaller package. */
export function NextPeriod({ actorRef, service }: { actorRef: PackageDowngradeActorRef; service: ListedService }) {
  const website = service.website ?? '';
  const next = useNextPackage(actorRef, service);
  const isThis = (state: { context: { website: string | null } }) => state.context.website === website;
  const justChosen = useSelector(actorRef, (state) => state.matches('chosen') && isThis(state));
  const justCancelled = useSelector(actorRef, (state) => state.matches('cancelled') && isThis(state));
  const isCancelling = useSelector(actorRef, (state) => state.matches('cancelling') && isThis(state));
  const cancelError = useSelector(actorRef, (state) => (state.matches('cancelFailed') && isThis(state) ? state.context.errorMessage : null));
  const chosenRef = useFocusWhen<HTMLParagraphElement>(justChosen);
  const chooseRef = useFocusWhen<HTMLButtonElement>(justCancelled);
  const errorRef = useFocusWhen<HTMLParagraphElement>(cancelError !== null);
  const { t, date, message } = useServiceWords();

  if (next) {
    return (
      <div className="services-next">
        <p tabIndex={-1} ref={chosenRef} role={justChosen ? 'status' : undefined}>
          {t('services.next.from')} <time dateTime={next.startsAt}>{date(next.startsAt)}</time>: {next.name}
        </p>
        {next.warning && <p className="services-next-warning">{next.warning}</p>}
        {!next.paid && (
          <Button variant="outline" isPending={isCancelling} onPress={() => actorRef.send({ type: 'downgrade.cancel', website })} aria-label={t('services.next.cancelLabel', { name: next.name, website })}>
            {t('services.next.cancel')}
          </Button>
        )}
        {cancelError && (
          <p role="alert" tabIndex={-1} ref={errorRef}>
            {message(cancelError)}
          </p>
        )}
      </div>
    );
  }
  if (!service.downgrades || service.downgrades.length === 0) return null;
  return (
    <div className="services-next">
      {justCancelled && <p role="status">{t('services.next.cancelled', { name: service.name })}</p>}
      <Button variant="outline" ref={chooseRef} onPress={() => actorRef.send({ type: 'downgrade.open', website })} aria-label={t('services.next.chooseLabel', { website })}>
        {t('services.next.choose')}
      </Button>
    </div>
  );
}

/** The dialog of smaller packages for the website whose choice is open. */
export function DowngradeDialog({ actorRef, services }: { actorRef: PackageDowngradeActorRef; services: readonly ListedService[] }) {
  const isOpen = useSelector(actorRef, (state) => state.hasTag('dialog'));
  const isChoosing = useSelector(actorRef, (state) => state.matches('choosing'));
  const website = useSelector(actorRef, (state) => state.context.website);
  const errorMessage = useSelector(actorRef, (state) => (state.matches('refused') ? state.context.errorMessage : null));
  const service = services.find((listed) => listed.kind === 'package' && listed.website === website);
  const options = service?.downgrades ?? [];
  // The closest smaller package until the customer picks another.
  const [picked, setPicked] = useState<string | null>(null);
  const selected = options.find((option) => option.identifier === picked) ?? options.at(-1);
  const { t, date, message } = useServiceWords();
  const close = () => {
    setPicked(null);
    actorRef.send({ type: 'downgrade.close' });
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('services.downgrade.title', { website: website ?? '' })}
      footer={
        <div className="services-dialog-actions">
          <Button isPending={isChoosing} isDisabled={!selected} onPress={() => selected && actorRef.send({ type: 'downgrade.confirm', packageIdentifier: selected.identifier })}>
            {selected ? t('services.downgrade.chooseOption', { name: selected.name }) : t('services.downgrade.choose')}
          </Button>
          <Button variant="outline" isDisabled={isChoosing} onPress={close}>
            {service ? t('services.downgrade.keep', { name: service.name }) : t('services.downgrade.keepMine')}
          </Button>
        </div>
      }
    >
      {service && (
        <p>
          {t('services.downgrade.runsUntil', { name: service.name })} <time dateTime={service.paidUntil}>{date(service.paidUntil)}</time>. {t('services.downgrade.fromThatDay')}
        </p>
      )}
      <fieldset className="services-options">
        <legend>{t('services.downgrade.legend')}</legend>
        {options.map((option) => (
          <div key={option.identifier} className="services-option">
            <label>
              <input type="radio" name="next-package" value={option.identifier} checked={selected?.identifier === option.identifier} onChange={() => setPicked(option.identifier)} aria-describedby={`next-${option.identifier}`} />{' '}
              {option.name}
            </label>
            <p id={`next-${option.identifier}`} className="services-next-warning">
              {option.warning ? t('services.downgrade.wouldStop', { warning: option.warning }) : t('services.downgrade.carries', { name: option.name })}
            </p>
          </div>
        ))}
      </fieldset>
      {errorMessage && <p role="alert">{message(errorMessage)}</p>}
    </Modal>
  );
}
