/**
 * The cookie bar (SPEC.md section 2): title 'This website uses cookies'; Accept all; Manage my choices opens the
 * choices (essential on and disabled, 'Marketing/third party'); Accept selected when the choices are open, Accept
 * necessary when not; Close (and Escape) keeps only the minimal set; the disclosure page opens in a new tab.
 * Loaded on first show: most visits have a choice already.
 */
import { Checkbox } from '../../ui/Checkbox';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n/i18n';
import { CookieConsentContext } from './consent';

export const COOKIE_BAR_TITLE = 'This website uses cookies';
export const COOKIE_PAGE_PATH = '/cookies';

export default function CookieConsentModal() {
  const consent = CookieConsentContext.useActorRef();
  const expanded = CookieConsentContext.useSelector((state) => state.matches({ bar: { open: 'expanded' } }));
  const canManage = CookieConsentContext.useSelector((state) => state.can({ type: 'consent.manageChoices' }));
  const functional = CookieConsentContext.useSelector((state) => state.context.functional);
  const t = useT();

  const footer = (
    <>
      {canManage && (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.manageChoices' })}>
          {t('consent.manage')}
        </Button>
      )}
      {expanded ? (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.acceptSelected' })}>
          {t('consent.acceptSelected')}
        </Button>
      ) : (
        <Button variant="outline" onPress={() => consent.send({ type: 'consent.acceptNecessary' })}>
          {t('consent.acceptNecessary')}
        </Button>
      )}
      <Button variant="primary" onPress={() => consent.send({ type: 'consent.acceptAll' })}>
        {t('consent.acceptAll')}
      </Button>
    </>
  );

  return (
    <Modal isOpen title={t('consent.title')} onClose={() => consent.send({ type: 'consent.close' })} footer={footer}>
      <p>{t('consent.text')}</p>
      <p>
        <a href={COOKIE_PAGE_PATH} target="_blank" rel="noopener">
          {t('consent.readMore')}
          <span className="visually-hidden">{t('consent.newTab')}</span>
        </a>
      </p>
      {expanded && (
        <fieldset className="consent-choices">
          <legend>{t('consent.choices')}</legend>
          <Checkbox isSelected isDisabled description={t('consent.essentialDescription')}>
            {t('consent.essential')}
          </Checkbox>
          <Checkbox
            isSelected={functional}
            onChange={(selected) => consent.send({ type: 'consent.setFunctional', functional: selected })}
            description={t('consent.functionalDescription')}
          >
            {t('consent.functional')}
          </Checkbox>
        </fieldset>
      )}
    </Modal>
  );
}
