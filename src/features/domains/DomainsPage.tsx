/**
 * /domains: the Domain name step of a domain order (docs/domains.md). The domainSearch machine decides what is
 * shown; this file wires it to the network, the session and the router.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { actionFor, domainSearchMachine, type DomainSearchInput } from '../../../machines/domainSearch';
import { inspectionOptions } from '../../app/inspection';
import { SessionContext } from '../../app/session';
import { ProgressSteps } from '../../ui/ProgressSteps';
import { CHECKOUT_STEPS, stepNames } from '../checkout/CheckoutSteps';
import { ProcessingOverlay } from '../pricelist/ProcessingOverlay';
import { useReturnAfterFirstWebsite } from '../websites/first-website';
import { createDomainOrder } from './api/create-domain-order';
import { searchDomains } from './api/search-domains';
import { DomainChoice } from './DomainChoice';
import { DomainResults } from './DomainResults';
import { DomainSearchForm } from './DomainSearchForm';
import { FlowChoice } from './FlowChoice';
import { useDomainWords } from './words';
import './domains.css';

export type DomainSearchActorRef = ActorRefFrom<typeof domainSearchMachine>;

/** The address itself: what the Domain name step opens with. */
interface DomainSearchAddress extends DomainSearchInput {
  /** ?choose=: the offer chosen once the search answers (the name a new account comes back to). */
  choose?: string;
}

/** ?name= is searched at once, ?project= preselects the website, ?flow=package the flow, ?choose= the offer. */
function inputFrom(params: URLSearchParams): DomainSearchAddress {
  const [name, project, choose] = [params.get('name'), params.get('project'), params.get('choose')];
  return {
    ...(name ? { name } : {}),
    ...(project ? { project } : {}),
    ...(params.get('flow') === 'package' ? { flow: 'package' as const } : {}),
    ...(choose ? { choose } : {}),
  };
}

export function DomainsPage() {
  const [params] = useSearchParams();
  // A new address is a new search: remounting gives the machine its new input.
  return <DomainSearchScreen key={params.toString()} input={inputFrom(params)} />;
}

function DomainSearchScreen({ input }: { input: DomainSearchAddress }) {
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const actorRef = useActorRef(
    domainSearchMachine.provide({
      actors: {
        // No abort signal for a search that may start on mount: StrictMode's restored actor waits for this very request.
        searchDomains: fromPromise(({ input: { name } }) => searchDomains(name)),
        createDomainOrder: fromPromise(({ input: order, signal }) => createDomainOrder(order, signal)),
      },
      actions: { openNextStep: (_, { url }) => void navigate(url) },
    }),
    { input, ...inspectionOptions() },
  );
  const flow = useSelector(actorRef, (state) => state.context.flow);
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const { t } = useDomainWords();

  // A name in the address is searched at once, as if the shopper had pressed Search.
  useEffect(() => {
    if (input.name) actorRef.send({ type: 'domains.search' });
  }, [actorRef, input.name]);

  // A name to choose in the address is chosen once its search answers, as if the shopper had pressed its button.
  const toChoose = useRef(input.choose ?? null);
  const offers = useSelector(actorRef, (state) => (state.matches({ results: 'browsing' }) ? state.context.result : null));
  useEffect(() => {
    if (!offers || toChoose.current === null) return;
    const offer = [offers.exact, ...offers.suggestions].find((candidate) => candidate.domain === toChoose.current);
    toChoose.current = null;
    // A name taken meanwhile is not chosen: it stays among the results, marked Taken.
    const action = offer ? actionFor(offer.availability) : null;
    if (offer && action) actorRef.send({ type: 'domains.choose', domain: offer.domain, action });
  }, [actorRef, offers]);

  // Signing up meanwhile: the new account creates its website and comes back to the chosen name and flow.
  const returnAddress = useCallback(() => {
    const { chosen, flow } = actorRef.getSnapshot().context;
    if (!chosen) return null;
    const params = new URLSearchParams({ name: chosen.domain, choose: chosen.domain, ...(flow === 'package' ? { flow } : {}) });
    return `/domains?${params.toString()}`;
  }, [actorRef]);
  useReturnAfterFirstWebsite(returnAddress);

  useEffect(() => {
    const subscription = actorRef.on('domains.signInRequested', () => {
      // Asked while the header still shows someone signed in: the server has ended that session.
      if (session.getSnapshot().matches({ account: 'signedIn' })) session.send({ type: 'session.expired' });
      session.send({ type: 'session.openSignIn' });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, session]);

  const steps = CHECKOUT_STEPS[flow === 'package' ? 'DOMAIN_WITH_PACKAGE' : 'DOMAIN'];
  return (
    <div className="domains">
      <title>{t('checkout.step.domainName')}</title>
      <ProgressSteps steps={stepNames(steps, t)} current={0} />
      <h1>{t('checkout.domains.heading')}</h1>
      <FlowChoice actorRef={actorRef} />
      <DomainSearchForm actorRef={actorRef} />
      <DomainResults actorRef={actorRef} />
      <DomainChoice actorRef={actorRef} />
      {isProcessing && <ProcessingOverlay />}
    </div>
  );
}
