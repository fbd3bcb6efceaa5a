/**
 * The cookie bar (SPEC.md section 2): title 'This website uses cookies'; Accept all; Manage my choices opens the
 * choices (essential on and disabled, 'Marketing/third party'); Accept selected when the choices are open, Accept
 * necessary when not; Close (and Escape) keeps only the minimal set; the disclosure page opens in a new tab.
 * Loaded on first show: most visits have a choice already.
 */
import { Checkbox } from '../../ui/Checkbox';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { CookieConsentContext } from './consent';

export const COOKIE_BAR_TITLE = 'This website uses cookies';
export const COOKIE_PAGE_PATH = '/cookies';

export default function CookieConsentModal() {
  const consent = CookieConsentContext.useActorRef();
  const expanded = CookieConsentContext.useSelector((state) => state.matches({ bar: { open: 'expanded' } }));
  const canManage = CookieConsentContext.useSelector((state) => state.can({ type: 'consent.manageChoices' }));
  const functional = CookieConsentContext.useSelector((state) => state.context.functional);

  const footer = (
    <>
      {canManage && (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.manageChoices' })}>
          Manage my choices
        </Button>
      )}
      {expanded ? (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.acceptSelected' })}>
          Accept selected
        </Button>
      ) : (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.acceptNecessary' })}>
          Accept necessary
        </Button>
      )}
      <Button variant="primary" onPress={() => consent.send({ type: 'consent.acceptAll' })}>
        Accept all
      </Button>
    </>
  );

  return (
    <Modal isOpen title={COOKIE_BAR_TITLE} onClose={() => consent.send({ type: 'consent.close' })} footer={footer}>
      <p>
        We use essential cookies to run the portal: to keep you signed in and to remember this choice. With your
        consent we also use marketing and third-party cookies to measure visits, replay sessions that went wrong and
        improve our offers.
      </p>
      <p>
        <a href={COOKIE_PAGE_PATH} target="_blank" rel="noopener">
          Read about every cookie we use<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {expanded && (
        <fieldset className="consent-choices">
          <legend>Your choices</legend>
          <Checkbox isSelected isDisabled description="Sign-in, security and this choice. Always on.">
            Essential
          </Checkbox>
          <Checkbox
            isSelected={functional}
            onChange={(selected) => consent.send({ type: 'consent.setFunctional', functional: selected })}
            description="Visit statistics, session replays and advertising, also by our partners."
          >
            Marketing/third party
          </Checkbox>
        </fieldset>
      )}
    </Modal>
  );
}
