/**
 * /my/services: the signed-in account's services (docs/services.md "Customers see it"), a table per website and then
 * the domains, each with its status in words, the date it runs until, automatic renewal and Renew while it can be
 * renewed, and a website's smaller package for the next period (NextPeriod.tsx, the packageDowngrade machine). The
 * myServices machine decides what is shown; this file wires it to the call and draws each state.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cardSetupMachine } from '../../../machines/cardSetup';
import { myServicesMachine, type ListedService } from '../../../machines/myServices';
import { packageDowngradeMachine } from '../../../machines/packageDowngrade';
import { runsByDomainDates } from '../../../contracts/services';
import type { AutomaticCharge } from '../../../contracts/saved-cards';
import { inspectionOptions } from '../../app/inspection';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { SignInPrompt } from '../websites/SignInPrompt';
import { KIND_IDS, registrationEnded, registrationNotRenewed, useServiceWords } from './words';
import { cancelPackageDowngrade } from './api/cancel-package-downgrade';
import { choosePackageDowngrade } from './api/choose-package-downgrade';
import { fetchMyServices } from './api/fetch-my-services';
import { DowngradeDialog, NextPeriod, type PackageDowngradeActorRef } from './NextPeriod';
import { removeSavedCard } from './api/remove-saved-card';
import { fetchSavedCards } from './api/fetch-saved-cards';
import { startCardSetup } from './api/start-card-setup';
import { confirmCardSetup } from '../card-payment/stripe-card';
import { switchAutoRenew } from './api/switch-auto-renew';
import { AutoRenewSwitch, SavedCards } from './SavedCards';
import './services.css';

export function MyServicesPage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  const { t } = useServiceWords();
  if (isChecking) return <p role="status">{t('services.checkingSession')}</p>;
  if (!user) return <SignInPrompt heading={t('services.title')} />;
  // Keyed by the user: another account signing in starts a new list.
  return <ServiceList key={user.id} />;
}

const myServicesLogic = myServicesMachine.provide({
  // No abort signal for the list that loads on mount: StrictMode's restored actor waits for this very request.
  actors: {
    fetchServices: fromPromise(() => fetchMyServices()),
    // Removing the last card stops the services' automatic renewal: the list is read again with the cards.
    removeCard: fromPromise(async ({ input }) => {
      await removeSavedCard(input.cardId);
      return fetchMyServices();
    }),
    switchAutoRenew: fromPromise(({ input }) => switchAutoRenew(input)),
  },
});

const cardSetupLogic = cardSetupMachine.provide({
  actors: {
    startCardSetup: fromPromise(() => startCardSetup()),
    confirmCardSetup: fromPromise(({ input }) => confirmCardSetup(input.clientSecret)),
    fetchCards: fromPromise(() => fetchSavedCards()),
  },
});

const packageDowngradeLogic = packageDowngradeMachine.provide({
  actors: {
    chooseDowngrade: fromPromise(({ input }) => choosePackageDowngrade(input.website, input.packageIdentifier)),
    cancelDowngrade: fromPromise(({ input }) => cancelPackageDowngrade(input.website)),
  },
});

// Domains and their private registrations are listed together, as they run by the domain's dates.
const isDomainKind = (service: ListedService) => runsByDomainDates(service.kind);

/** The domains' group; its heading is in the page's language. */
const DOMAINS = 'Domains';

/** The websites' services by website, in the order listed; then the domains and their private registrations. */
function groupsOf(services: readonly ListedService[]): { heading: string; services: ListedService[] }[] {
  const byWebsite = new Map<string, ListedService[]>();
  for (const service of services.filter((listed) => !isDomainKind(listed))) {
    const website = service.website ?? '';
    byWebsite.set(website, [...(byWebsite.get(website) ?? []), service]);
  }
  const domains = services.filter(isDomainKind);
  return [...[...byWebsite].map(([website, listed]) => ({ heading: website, services: listed })), ...(domains.length > 0 ? [{ heading: DOMAINS, services: domains }] : [])];
}

function ServiceList() {
  const actorRef = useActorRef(myServicesLogic, inspectionOptions());
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isFailed = useSelector(actorRef, (state) => state.matches('failed'));
  const isEmpty = useSelector(actorRef, (state) => state.matches('empty'));
  const isLoaded = useSelector(actorRef, (state) => state.matches('loaded'));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const services = useSelector(actorRef, (state) => state.context.services);
  const heading = useRef<HTMLHeadingElement>(null);
  const downgradeRef = useActorRef(packageDowngradeLogic, inspectionOptions());
  // A card saved from the page's form lets the services' automatic renewal be switched on.
  const cardSetupRef = useActorRef(
    cardSetupLogic.provide({ actions: { tellCardsSaved: ({ context }) => actorRef.send({ type: 'cards.saved', cards: context.cards }) } }),
    inspectionOptions(),
  );
  const { t, message } = useServiceWords();

  return (
    <div className="services">
      <title>{t('services.title')}</title>
      <h1 tabIndex={-1} ref={heading}>
        {t('services.title')}
      </h1>
      {isLoading && <p role="status">{t('services.loading')}</p>}
      {isFailed && <LoadFailed message={errorMessage && message(errorMessage)} retryLabel={t('services.tryAgain')} onRetry={() => actorRef.send({ type: 'services.retry' })} focusAfterRetry={heading} />}
      {isEmpty && (
        <p>
          {t('services.empty')} <Link to="/pricelist">{t('services.seePackages')}</Link> {t('services.or')} <Link to="/domains">{t('services.findDomain')}</Link>.
        </p>
      )}
      {isLoaded &&
        groupsOf(services).map((group) => (
          <section key={group.heading} className="services-group" aria-labelledby={`services-${group.heading}`}>
            <h2 id={`services-${group.heading}`}>{group.heading === DOMAINS ? t('services.domains') : group.heading}</h2>
            <ServiceTable
              actorRef={actorRef}
              caption={group.heading === DOMAINS ? t('services.caption.domains') : t('services.caption.website', { website: group.heading })}
              services={group.services} downgradeRef={downgradeRef} />
            {group.services.map((service) => (service.addons && service.addons.length > 0 ? <AddonOffers key={service.id} service={service} /> : null))}
          </section>
        ))}
      {isLoaded && <SavedCards actorRef={actorRef} cardSetupRef={cardSetupRef} />}
      {isLoaded && <DowngradeDialog actorRef={downgradeRef} services={services} />}
    </div>
  );
}

type MyServicesActorRef = ReturnType<typeof useActorRef<typeof myServicesLogic>>;

function ServiceTable({ actorRef, caption, services, downgradeRef }: { actorRef: MyServicesActorRef; caption: string; services: readonly ListedService[]; downgradeRef: PackageDowngradeActorRef }) {
  const { t } = useServiceWords();
  return (
    <table className="services-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('services.column.service')}</th>
          <th scope="col">{t('services.column.status')}</th>
          <th scope="col">{t('services.column.paidPeriod')}</th>
          <th scope="col">{t('services.column.renewal')}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <ServiceRow key={service.id} actorRef={actorRef} service={service} downgradeRef={downgradeRef} />
        ))}
      </tbody>
    </table>
  );
}

/** A paid package's add-ons and plugins the website does not have, each bought alone until the package's date. */
function AddonOffers({ service }: { service: ListedService }) {
  const website = service.website ?? '';
  const { t, date } = useServiceWords();
  return (
    <div className="services-addons">
      <h3 id={`addons-${website}`}>{t('services.addons.heading', { name: service.name })}</h3>
      <p>
        {t('services.addons.runsUntil')} <time dateTime={service.paidUntil}>{date(service.paidUntil)}</time> {t('services.addons.payThatTime')}
      </p>
      <ul aria-labelledby={`addons-${website}`}>
        {service.addons?.map((addon) => (
          <li key={addon.identifier}>
            {addon.title}{' '}
            {/* A server route (it makes the add-on's order and redirects to its checkout), so a full page load. */}
            <a href={addon.addPath} aria-label={t('services.addons.addLabel', { addon: addon.title, website })}>
              {t('services.addons.add')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceRow({ actorRef, service, downgradeRef }: { actorRef: MyServicesActorRef; service: ListedService; downgradeRef: PackageDowngradeActorRef }) {
  const ended = service.status !== 'active' && service.status !== 'expiring';
  const words = useServiceWords();
  const { t } = words;
  return (
    <tr>
      <th scope="row">
        {t(KIND_IDS[service.kind])}: {service.name}
      </th>
      <td>
        {words.status(service)}
        {registrationEnded(service) && <p className="services-status-note">{t('services.registrationEnded', { date: words.date(service.paidUntil) })}</p>}
        {registrationNotRenewed(service) && <p className="services-status-note">{t('services.notRenewed', { date: words.date(service.paidUntil) })}</p>}
      </td>
      <td>
        {ended ? t('services.ranUntil') : t('services.runsUntil')} <time dateTime={service.paidUntil}>{words.date(service.paidUntil)}</time>
      </td>
      <td>
        {/* A service that can no longer be renewed cannot renew itself either. */}
        {service.renewPath || service.autoRenew ? <AutoRenewSwitch actorRef={actorRef} service={service} /> : <span className="services-auto-renew">{t('services.autoRenew.off')}</span>}
        {service.lastAutomaticCharge && <AutomaticChargeNote service={service} charge={service.lastAutomaticCharge} />}
        {service.renewPath && (
          // A server route (it makes the renewal order and redirects to its checkout), so a full page load.
          <a className="services-renew" href={service.renewPath} aria-label={t('services.renewLabel', { service: words.title(service) })}>
            {t('services.renew')}
          </a>
        )}
        {service.kind === 'package' && service.website !== null && <NextPeriod actorRef={downgradeRef} service={service} />}
      </td>
    </tr>
  );
}

/** What the last automatic charge did; a payment the bank wants the customer to confirm links to the renewal. */
function AutomaticChargeNote({ service, charge }: { service: ListedService; charge: AutomaticCharge }) {
  const problem = charge.outcome === 'failed' || charge.outcome === 'needsConfirmation';
  const words = useServiceWords();
  return (
    <p className={problem ? 'services-charge services-charge--problem' : 'services-charge'}>
      {words.charge(charge)}
      {charge.outcome === 'needsConfirmation' && service.renewPath && (
        <>
          {' '}
          {/* The renewal route opens the order awaiting payment, where Pay now confirms it with the bank. */}
          <a href={service.renewPath} aria-label={words.t('services.confirmPaymentLabel', { service: words.title(service) })}>
            {words.t('services.confirmPayment')}
          </a>
        </>
      )}
    </p>
  );
}
