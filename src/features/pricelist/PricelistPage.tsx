/**
 * The price list page (SPEC.md section 2). The pricelist machine decides what is shown; this file wires it
 * to the network and the router and picks the view for each state.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { PRICELIST_BODY_CLASSES } from '../../../contracts/pricelist-constants';
import { pricelistMachine, type PackageOrderInput, type PackageOrderResult, type PricelistQueryInput } from '../../../machines/pricelist';
import { inspectionOptions } from '../../app/inspection';
import { SessionContext } from '../../app/session';
import { ProgressSteps } from '../../ui/ProgressSteps';
import { createPackageOrder } from './api/create-package-order';
import { fetchPricelist } from './api/fetch-pricelist';
import { pricelistQueryFrom, useInitialPricelist } from './initialPricelist';
import { trackPricelistViewed } from '../tracking/tracker';
import { PricelistContent } from './PricelistContent';
import { PricelistError } from './PricelistError';
import { PricelistSkeleton } from './PricelistSkeleton';
import { ProcessingOverlay } from './ProcessingOverlay';
import { ProjectNotFound } from './ProjectNotFound';
import './pricelist.css';
import { useLanguage, useT } from '../../i18n/i18n';

const UnsupportedFeatureModal = lazy(() => import('./UnsupportedFeatureModal'));

export type PricelistActorRef = ActorRefFrom<typeof pricelistMachine>;

/** SPEC.md section 2: the progress tabs of a package-only order; the price list is step 1. */
const PACKAGE_STEPS = ['pricelist.step.package', 'pricelist.step.payment'] as const;

/** The price list at /pricelist, and at / (whose address then becomes /pricelist, keeping the query). */
export function PricelistPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The server answers / with the price list itself, so it shows at once; the same element stays mounted.
  useEffect(() => {
    if (pathname === '/') void navigate({ pathname: '/pricelist', search }, { replace: true });
  }, [pathname, search, navigate]);
  // A new query is a new price list: remounting gives the machine its new input.
  return <PricelistScreen key={params.toString()} query={pricelistQueryFrom(params)} />;
}

export interface PricelistScreenProps {
  query: PricelistQueryInput;
  /** The page's title (default: the price list's). */
  title?: string;
  /** Above the list: the progress tabs (default: the package-only tabs when a website is named). */
  header?: ReactNode;
  /** What a purchase does (default: createPackageOrder, a new package order). */
  orderPackage?: (input: PackageOrderInput, signal: AbortSignal) => Promise<PackageOrderResult>;
  /**
   * A purchase that failed for a reason the list does not answer itself (an out-of-date list is loaded again);
   * every failure is also logged to the console (SPEC.md section 8).
   */
  onOrderError?: (error: unknown) => void;
  /** Given the list's heading once it shows, focusable from script (a step that moves the focus to it). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The price list of one query: the plain page, or another step's list of packages (the checkout's Package choice). */
export function PricelistScreen({ query, title, header, orderPackage = createPackageOrder, onOrderError, headingRef }: PricelistScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = SessionContext.useActorRef();
  const initialPricelist = useInitialPricelist(query);
  const actorRef = useActorRef(
    pricelistMachine.provide({
      actors: {
        // No abort signal for the fetch that starts on mount: React's StrictMode stops and restores the actor in
        // development, and the restored actor waits for this very request (see docs/frontend.md).
        fetchPricelist: fromPromise(({ input }) => fetchPricelist(input)),
        reformatPricelist: fromPromise(({ input, signal }) => fetchPricelist(input, signal)),
        createPackageOrder: fromPromise(({ input, signal }) => orderPackage(input, signal)),
      },
      actions: { openCheckout: (_, { url }) => void navigate(url), ...(onOrderError ? { reportOrderError: (_, { error }) => onOrderError(error) } : {}) },
    }),
    { input: initialPricelist ? { ...query, pricelist: initialPricelist } : query, ...inspectionOptions() },
  );
  const isLoading = useSelector(actorRef, (state) => state.hasTag('loading'));
  const isProcessing = useSelector(actorRef, (state) => state.hasTag('processing'));
  const errorMessage = useSelector(actorRef, (state) => (state.matches('failed') ? state.context.errorMessage : null));
  const notFoundMessage = useSelector(actorRef, (state) => (state.matches('notFound') ? state.context.errorMessage : null));
  const showsUnsupported = useSelector(actorRef, (state) => state.hasTag('unsupportedModal'));

  useEffect(() => trackPricelistViewed(actorRef), [actorRef]);

  // The server formats the prices in the page's language: a switch has them fetched again (not on the first render).
  const language = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    actorRef.send({ type: 'pricelist.languageChanged' });
  }, [actorRef, language]);

  // The server renders them into the page (server/pricelist/page.ts); this keeps them while the list is shown in
  // the browser, and takes them away when the visitor leaves it.
  useEffect(() => {
    document.body.classList.add(...PRICELIST_BODY_CLASSES);
    return () => document.body.classList.remove(...PRICELIST_BODY_CLASSES);
  }, []);

  // A visitor without a website asked for one: sign-up (the register modal) for a visitor. A signed-in user gets
  // Create website from the call-to-action, and picks the website to upgrade from a package's purchase.
  useEffect(() => {
    const subscription = actorRef.on('pricelist.signUpRequested', ({ packageIdentifier }) => {
      if (!session.getSnapshot().matches({ account: 'signedIn' })) session.send({ type: 'session.openSignUp' });
      else void navigate(packageIdentifier === null ? '/websites/new' : '/websites');
    });
    return () => subscription.unsubscribe();
  }, [actorRef, session, navigate]);

  if (notFoundMessage !== null) return <ProjectNotFound message={notFoundMessage} />;

  return (
    <>
      <title>{title ?? t('pricelist.title')}</title>
      {header ?? (query.project && <ProgressSteps steps={PACKAGE_STEPS.map((step) => t(step))} current={0} />)}
      {isLoading && <PricelistSkeleton />}
      {errorMessage !== null && <PricelistError message={errorMessage} onRetry={() => actorRef.send({ type: 'pricelist.retry' })} />}
      <PricelistContent actorRef={actorRef} headingRef={headingRef} />
      {showsUnsupported && (
        <Suspense fallback={null}>
          <UnsupportedFeatureModal actorRef={actorRef} />
        </Suspense>
      )}
      {isProcessing && <ProcessingOverlay />}
    </>
  );
}
