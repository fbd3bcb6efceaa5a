/**
 * The price list page (SPEC.md section 2). The pricelist machine decides what is shown; this file wires it
 * to the network and the router and picks the view for each state.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { pricelistMachine, type PricelistQueryInput } from '../../../machines/pricelist';
import { fetchPricelist } from './api/fetch-pricelist';
import { PricelistContent } from './PricelistContent';
import { PricelistError } from './PricelistError';
import { PricelistSkeleton } from './PricelistSkeleton';
import './pricelist.css';

const RegisterModal = lazy(() => import('./RegisterModal'));

export type PricelistActorRef = ActorRefFrom<typeof pricelistMachine>;

/** SPEC.md section 2: the body carries these classes while the price list is open. */
const BODY_CLASSES = ['main-accent', 'wrapper-no-overflow'];

function queryFrom(params: URLSearchParams): PricelistQueryInput {
  const query: PricelistQueryInput = {};
  const project = params.get('project');
  const feature = params.get('feautre');
  const currency = params.get('currency');
  const ref = params.get('ref');
  if (project) query.project = project;
  if (feature) query.feature = feature;
  if (currency) query.currency = currency;
  if (ref) query.ref = ref;
  return query;
}

export function PricelistPage() {
  const [params] = useSearchParams();
  // A new query is a new price list: remounting gives the machine its new input.
  return <PricelistScreen key={params.toString()} query={queryFrom(params)} />;
}

function PricelistScreen({ query }: { query: PricelistQueryInput }) {
  const navigate = useNavigate();
  const actorRef = useActorRef(
    pricelistMachine.provide({
      actors: { fetchPricelist: fromPromise(({ input, signal }) => fetchPricelist(input, signal)) },
      actions: { openCheckout: (_, { url }) => void navigate(url) },
    }),
    { input: query },
  );
  const isLoading = useSelector(actorRef, (state) => state.hasTag('loading'));
  const errorMessage = useSelector(actorRef, (state) => (state.matches('failed') ? state.context.errorMessage : null));

  useEffect(() => {
    document.body.classList.add(...BODY_CLASSES);
    return () => document.body.classList.remove(...BODY_CLASSES);
  }, []);

  return (
    <>
      <title>Hosting packages and prices</title>
      {isLoading && <PricelistSkeleton />}
      {errorMessage !== null && <PricelistError message={errorMessage} onRetry={() => actorRef.send({ type: 'pricelist.retry' })} />}
      <PricelistContent actorRef={actorRef} />
      <RegisterModalSlot actorRef={actorRef} />
    </>
  );
}

function RegisterModalSlot({ actorRef }: { actorRef: PricelistActorRef }) {
  const isOpen = useSelector(actorRef, (state) => state.matches({ ready: 'registerModal' }));
  const packageName = useSelector(actorRef, (state) => {
    const chosen = state.context.chosenPackage;
    return state.context.pricelist?.items.find((item) => item.identifier === chosen)?.name ?? null;
  });
  // Fetched on first open, then kept mounted so the closing animation can play.
  const [isRequested, setIsRequested] = useState(false);
  if (isOpen && !isRequested) setIsRequested(true);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <RegisterModal isOpen={isOpen} packageName={packageName} onClose={() => actorRef.send({ type: 'modal.close' })} />
    </Suspense>
  );
}
