import { useMemo, type Ref } from 'react';
import { useSelector } from '@xstate/react';
import { track } from '../tracking/tracker';
import { CallToAction } from './CallToAction';
import { Faq } from './Faq';
import { LimitedPromo } from './LimitedPromo';
import { PackageCard } from './PackageCard';
import { PricelistNotice } from './PricelistNotice';
import type { PricelistActorRef } from './PricelistPage';
import { splitLimitedPromo } from './limitedPromo';
import { useT } from '../../i18n/i18n';

/** The loaded price list: intro, cards, the limited promo, notes, FAQ and the call-to-action. */
export function PricelistContent({ actorRef, headingRef }: { actorRef: PricelistActorRef; headingRef?: Ref<HTMLHeadingElement> | undefined }) {
  const pricelist = useSelector(actorRef, (state) => (state.matches('ready') ? state.context.pricelist : null));
  // Only a visitor without a website is offered sign-up (the machine's guard decides), in every state of the list.
  const offersSignUp = useSelector(actorRef, (state) => state.can({ type: 'pricelist.signUp' }));
  const { cards, promo } = useMemo(() => splitLimitedPromo(pricelist?.items ?? [], pricelist?.metadata.limitedPackage ?? null), [pricelist]);
  const t = useT();

  if (!pricelist) return null;
  const { metadata } = pricelist;
  const purchase = (packageIdentifier: string) => {
    track({ name: 'Package Chosen', properties: { packageIdentifier, project: metadata.project?.name ?? null } });
    actorRef.send({ type: 'pricelist.purchase', packageIdentifier });
  };

  return (
    <div className="pricelist">
      {metadata.backLink && (
        <a className="back-link" href={metadata.backLink.url}>
          <span aria-hidden="true">← </span>
          {metadata.backLink.text}
        </a>
      )}
      <div className="pricelist-intro">
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {metadata.heading}
        </h1>
        <p className="pricelist-subheading">{metadata.subHeading}</p>
      </div>
      <PricelistNotice actorRef={actorRef} />
      {metadata.currencyWarning && (
        <p className="currency-warning" role="note">
          {metadata.currencyWarning}
        </p>
      )}

      <ul className="package-grid" aria-label={t('pricelist.packages')}>
        {cards.map((item) => (
          <li key={item.identifier}>
            <PackageCard item={item} tooltips={metadata.tooltips} featureFlags={metadata.featureFlags} limitedPackage={metadata.limitedPackage} onPurchase={purchase} />
          </li>
        ))}
      </ul>
      {promo && <LimitedPromo promo={promo} onPurchase={purchase} />}
      {metadata.project?.addons && metadata.project.addons.length > 0 && (
        <section className="pricelist-addons" aria-labelledby="pricelist-addons">
          <h2 id="pricelist-addons">{t('pricelist.addonsHeading')}</h2>
          <p>{t('pricelist.addonsText')}</p>
          <ul>
            {metadata.project.addons.map((addon) => (
              <li key={addon.identifier}>
                {addon.title}{' '}
                {/* A server route (it makes the add-on's order and redirects to its checkout), so a full page load. */}
                <a href={addon.addPath} aria-label={t('pricelist.addonAddLabel', { addon: addon.title, website: metadata.project?.name ?? '' })}>
                  {t('pricelist.addonAdd')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {metadata.pricesExcludeVat && <p className="vat-note">{t('pricelist.vatNote')}</p>}

      <Faq faq={metadata.faq} />
      {offersSignUp && <CallToAction callToAction={metadata.callToAction} onSignUp={() => actorRef.send({ type: 'pricelist.signUp' })} />}
    </div>
  );
}
