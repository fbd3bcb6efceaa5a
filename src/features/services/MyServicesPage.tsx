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
import { myServicesMachine, type ListedService } from '../../../machines/myServices';
import { packageDowngradeMachine } from '../../../machines/packageDowngrade';
import { runsByDomainDates, serviceTitle } from '../../../contracts/services';
import { inspectionOptions } from '../../app/inspection';
import { useIsCheckingSession, useSignedInUser } from '../../app/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { SignInPrompt } from '../websites/SignInPrompt';
import { formatDate } from '../orders/format';
import { cancelPackageDowngrade } from './api/cancel-package-downgrade';
import { choosePackageDowngrade } from './api/choose-package-downgrade';
import { fetchMyServices } from './api/fetch-my-services';
import { DowngradeDialog, NextPeriod, type PackageDowngradeActorRef } from './NextPeriod';
import { removeSavedCard } from './api/remove-saved-card';
import { switchAutoRenew } from './api/switch-auto-renew';
import { AutoRenewSwitch, SavedCards } from './SavedCards';
import './services.css';

export function MyServicesPage() {
  const user = useSignedInUser();
  const isChecking = useIsCheckingSession();
  if (isChecking) return <p role="status">Loading…</p>;
  if (!user) return <SignInPrompt heading="My services" />;
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

const packageDowngradeLogic = packageDowngradeMachine.provide({
  actors: {
    chooseDowngrade: fromPromise(({ input }) => choosePackageDowngrade(input.website, input.packageIdentifier)),
    cancelDowngrade: fromPromise(({ input }) => cancelPackageDowngrade(input.website)),
  },
});

// Domains and their private registrations are listed together, as they run by the domain's dates.
const isDomainKind = (service: ListedService) => runsByDomainDates(service.kind);

/** The websites' services by website, in the order listed; then the domains and their private registrations. */
function groupsOf(services: readonly ListedService[]): { heading: string; services: ListedService[] }[] {
  const byWebsite = new Map<string, ListedService[]>();
  for (const service of services.filter((listed) => !isDomainKind(listed))) {
    const website = service.website ?? '';
    byWebsite.set(website, [...(byWebsite.get(website) ?? []), service]);
  }
  const domains = services.filter(isDomainKind);
  return [...[...byWebsite].map(([website, listed]) => ({ heading: website, services: listed })), ...(domains.length > 0 ? [{ heading: 'Domains', services: domains }] : [])];
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

  return (
    <div className="services">
      <title>My services</title>
      <h1 tabIndex={-1} ref={heading}>
        My services
      </h1>
      {isLoading && <p role="status">Loading your services…</p>}
      {isFailed && <LoadFailed message={errorMessage} onRetry={() => actorRef.send({ type: 'services.retry' })} focusAfterRetry={heading} />}
      {isEmpty && (
        <p>
          You have no services yet: a package, add-on or domain you buy is listed here with the date it runs until. <Link to="/pricelist">See the packages</Link> or{' '}
          <Link to="/domains">find a domain</Link>.
        </p>
      )}
      {isLoaded &&
        groupsOf(services).map((group) => (
          <section key={group.heading} className="services-group" aria-labelledby={`services-${group.heading}`}>
            <h2 id={`services-${group.heading}`}>{group.heading}</h2>
            <ServiceTable actorRef={actorRef} caption={group.heading === 'Domains' ? 'Services of your domains' : `Services of ${group.heading}`} services={group.services} downgradeRef={downgradeRef} />
            {group.services.map((service) => (service.addons && service.addons.length > 0 ? <AddonOffers key={service.id} service={service} /> : null))}
          </section>
        ))}
      {isLoaded && <SavedCards actorRef={actorRef} />}
      {isLoaded && <DowngradeDialog actorRef={downgradeRef} services={services} />}
    </div>
  );
}

const KIND_LABELS: Record<ListedService['kind'], string> = { package: 'Package', addon: 'Add-on', plugin: 'Plugin', domain: 'Domain', private_registration: 'Private registration' };

type MyServicesActorRef = ReturnType<typeof useActorRef<typeof myServicesLogic>>;

function ServiceTable({ actorRef, caption, services, downgradeRef }: { actorRef: MyServicesActorRef; caption: string; services: readonly ListedService[]; downgradeRef: PackageDowngradeActorRef }) {
  return (
    <table className="services-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Status</th>
          <th scope="col">Paid period</th>
          <th scope="col">Renewal</th>
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
  return (
    <div className="services-addons">
      <h3 id={`addons-${website}`}>Add to the {service.name} package</h3>
      <p>Runs until <time dateTime={service.paidUntil}>{formatDate(service.paidUntil)}</time> with the package; you pay for that time only.</p>
      <ul aria-labelledby={`addons-${website}`}>
        {service.addons?.map((addon) => (
          <li key={addon.identifier}>
            {addon.title}{' '}
            {/* A server route (it makes the add-on's order and redirects to its checkout), so a full page load. */}
            <a href={addon.addPath} aria-label={`Add ${addon.title} to ${website}`}>
              Add
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ServiceRow({ actorRef, service, downgradeRef }: { actorRef: MyServicesActorRef; service: ListedService; downgradeRef: PackageDowngradeActorRef }) {
  const ended = service.status !== 'active' && service.status !== 'expiring';
  return (
    <tr>
      <th scope="row">
        {KIND_LABELS[service.kind]}: {service.name}
      </th>
      <td>{service.statusText}</td>
      <td>
        {ended ? 'Ran until ' : 'Runs until '}
        <time dateTime={service.paidUntil}>{formatDate(service.paidUntil)}</time>
      </td>
      <td>
        {/* A service that can no longer be renewed cannot renew itself either. */}
        {service.renewPath || service.autoRenew ? <AutoRenewSwitch actorRef={actorRef} service={service} /> : <span className="services-auto-renew">Automatic renewal: off</span>}
        {service.renewPath && (
          // A server route (it makes the renewal order and redirects to its checkout), so a full page load.
          <a className="services-renew" href={service.renewPath} aria-label={`Renew the ${serviceTitle(service)}`}>
            Renew
          </a>
        )}
        {service.kind === 'package' && service.website !== null && <NextPeriod actorRef={downgradeRef} service={service} />}
      </td>
    </tr>
  );
}
