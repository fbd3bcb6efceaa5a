/**
 * The Package choice step of a domain-with-package order (/checkout/:orderIdentifier/package): the price list of the
 * order's website in the package-process layout, the same price list machine as the price list page, whose
 * purchase chooses the order's package (chooseOrderPackage) instead of creating a new order, then goes on to the
 * Personal data step.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type Ref } from 'react';
import { Link, useParams } from 'react-router';
import { INVALID_INTEGRITY_TOKEN, checkoutFailure } from '../../../contracts/checkout';
import type { PackageOrderInput, PackageOrderResult } from '../../../machines/pricelist';
import { inspectionOptions } from '../../app/inspection';
import { PricelistScreen } from '../pricelist/PricelistPage';
import { chooseOrderPackage } from './api/choose-order-package';
import { browser } from './browser';
import { CheckoutSteps } from './CheckoutSteps';
import type { CheckoutActorRef } from './checkoutActor';
import { createCheckoutLogic } from './checkoutLogic';
import { useCheckoutWords } from './messages';
import { OrderFetchStatus, selectHasOrder } from './OrderFetchStatus';
import { useSignInToCheckout } from './useSignInToCheckout';
import { orderView } from './types';
import { trackCheckout } from './track';
import './checkout.css';

export const PACKAGE_STEP = 'Package choice';

export function PackageStepPage() {
  const { orderIdentifier = '' } = useParams();
  return <PackageStepScreen key={orderIdentifier} orderIdentifier={orderIdentifier} />;
}

function PackageStepScreen({ orderIdentifier }: { orderIdentifier: string }) {
  const [logic] = useState(() => createCheckoutLogic({ setHighlightedItem: () => {} }));
  const actorRef = useActorRef(logic, { input: { orderIdentifier, project: '', ref: '', token: '', measuringId: '' }, ...inspectionOptions() });
  const hasOrder = useSelector(actorRef, selectHasOrder);
  const project = useSelector(actorRef, (state) => (state.context.order && orderView(state.context.order).type === 'DOMAIN_WITH_PACKAGE' ? (state.context.order.project ?? null) : null));
  const heading = useSignInToCheckout(actorRef, null);
  const { t } = useCheckoutWords();

  if (hasOrder && project) return <PackageChoice actorRef={actorRef} orderIdentifier={orderIdentifier} project={project} headingRef={heading} />;
  return (
    <div className="checkout">
      <title>{t('checkout.step.packageChoice')}</title>
      <CheckoutSteps actorRef={actorRef} current={PACKAGE_STEP} />
      <h1 ref={heading} tabIndex={-1}>
        {t('checkout.step.packageChoice')}
      </h1>
      <OrderFetchStatus actorRef={actorRef} />
      {hasOrder && (
        <p>
          {t('checkout.package.none')} <Link to={`/checkout/${encodeURIComponent(orderIdentifier)}`}>{t('checkout.package.goToPayment')}</Link>
        </p>
      )}
    </div>
  );
}

function PackageChoice({ actorRef, orderIdentifier, project, headingRef }: { actorRef: CheckoutActorRef; orderIdentifier: string; project: string; headingRef: Ref<HTMLHeadingElement> }) {
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [query] = useState(() => ({ project }));
  const { t, message } = useCheckoutWords();

  // The purchase link's package, action and version (the machine's packageOrderInput), with this order's token.
  const choose = async ({ packageIdentifier, action, version }: PackageOrderInput): Promise<PackageOrderResult> => {
    setErrorMessage(null);
    const integrityToken = actorRef.getSnapshot().context.order?.integrityToken ?? '';
    await chooseOrderPackage({ orderIdentifier, integrityToken, packageIdentifier, action, ...(version === undefined ? {} : { version }) });
    return { orderIdentifier, checkoutUrl: `/checkout/${encodeURIComponent(orderIdentifier)}/personal-data` };
  };
  const showError = (error: unknown) => {
    const failure = checkoutFailure(error);
    // As on every checkout step: the order changed elsewhere, so it is recorded and the page shows the order as
    // it is now.
    if (failure.code === INVALID_INTEGRITY_TOKEN) {
      trackCheckout('checkout.integrityTokenInvalid', actorRef.getSnapshot().context);
      browser.reload();
    } else setErrorMessage(failure.message);
  };

  return (
    <PricelistScreen
      query={query}
      title={t('checkout.step.packageChoice')}
      orderPackage={choose}
      onOrderError={showError}
      headingRef={headingRef}
      header={
        <>
          <CheckoutSteps actorRef={actorRef} current={PACKAGE_STEP} />
          <div role="alert" className="checkout-error">
            {message(errorMessage)}
          </div>
        </>
      }
    />
  );
}

export default PackageStepPage;
