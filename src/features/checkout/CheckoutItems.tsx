import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useT } from '../../i18n/i18n';
import type { CheckoutActorRef } from './checkoutActor';
import { itemElementId } from './checkoutLogic';
import { orderView, type OrderItemView } from './types';

const TOGGLED_TYPES = new Set(['addon', 'plugin']);

/** The order's items: each with its billing periods, an add-on's or plugin's switch, private registration's switch. */
export function CheckoutItems({ actorRef, highlightedItem }: { actorRef: CheckoutActorRef; highlightedItem: string | null }) {
  const items = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).items : []));
  const website = useSelector(actorRef, (state) => state.context.order?.project ?? null);
  const t = useT();
  return (
    <section className="checkout-section" aria-labelledby="checkout-items-heading">
      <h2 id="checkout-items-heading">{t('checkout.items.heading')}</h2>
      {website && (
        <p className="checkout-website">
          {t('checkout.items.forWebsite')} <strong>{website}</strong>
        </p>
      )}
      <ul className="checkout-items">
        {items.map((item) => (
          <li key={itemKey(item)} id={itemElementId(item.hash)} className={item.checked ? 'checkout-item' : 'checkout-item checkout-item--offered'}>
            <ItemHeader item={item} />
            {item.type === 'private_registration' ? <PrivateRegistration actorRef={actorRef} item={item} highlighted={highlightedItem === item.hash} /> : <ItemToggle actorRef={actorRef} item={item} />}
            {item.checked && item.variants.length > 1 && item.type !== 'private_registration' && <ItemVariants actorRef={actorRef} item={item} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An offered add-on gets a new hash once it is in the order (offer:IDENTIFIER, then the item's id): keyed by its
 * identifier it stays the same element, so the switch a keyboard user just pressed keeps the focus.
 */
function itemKey(item: OrderItemView): string {
  return TOGGLED_TYPES.has(item.type) && item.identifier ? `${item.type}:${item.identifier}` : item.hash;
}

function ItemHeader({ item }: { item: OrderItemView }) {
  const t = useT();
  return (
    <div className="checkout-item-header">
      <h3 className="checkout-item-title">{item.title}</h3>
      {item.checked && (
        <p className="checkout-item-price">
          {item.free ? t('checkout.item.free') : item.price}
          <span className="checkout-item-explained">{item.priceExplained}</span>
        </p>
      )}
      {item.info && <p className="checkout-item-info">{item.info}</p>}
      {item.checked && item.creditForfeited && (
        <p className="checkout-item-note checkout-credit-forfeited">
          {t('checkout.item.creditForfeited', { used: item.creditForfeited.used, forfeited: item.creditForfeited.forfeited })}
        </p>
      )}
    </div>
  );
}

function ItemToggle({ actorRef, item }: { actorRef: CheckoutActorRef; item: OrderItemView }) {
  const t = useT();
  if (!TOGGLED_TYPES.has(item.type) || !item.identifier) return null;
  const { identifier } = item;
  return (
    <Switch
      className="switch"
      isSelected={item.checked}
      isDisabled={item.disabled}
      onChange={() => actorRef.send({ type: 'item.toggleAddon', identifier, hash: item.hash, checked: item.checked, period: item.period })}
    >
      <span className="switch-track" aria-hidden="true" />
      {t('checkout.item.add', { title: item.title })}
    </Switch>
  );
}

/** Private registration is bought by the year, for its domain's period: the item's months in whole years. */
const privateRegistrationYears = (item: Pick<OrderItemView, 'period'>) => Math.max(1, Math.round(item.period / 12));

/** A domain's private registration switch, with the reason when it cannot be changed. */
export function PrivateRegistrationSwitch({ actorRef, item, domain }: { actorRef: CheckoutActorRef; item: OrderItemView; domain: string }) {
  const t = useT();
  return (
    <>
      <Switch
        className="switch"
        isSelected={item.checked}
        isDisabled={item.disabled || item.privateChangeDisabled === true}
        onChange={() => actorRef.send({ type: 'item.togglePrivateRegistration', domain, checked: item.checked, period: privateRegistrationYears(item) })}
      >
        <span className="switch-track" aria-hidden="true" />
        {t('checkout.item.privateRegistration', { domain })}
      </Switch>
      {item.privateChangeDisabled && <p className="checkout-item-note">{t('checkout.item.privateUnavailable')}</p>}
    </>
  );
}

function PrivateRegistration({ actorRef, item, highlighted }: { actorRef: CheckoutActorRef; item: OrderItemView; highlighted: boolean }) {
  const t = useT();
  const { domain } = item;
  if (!domain) return null;
  return (
    <div className="checkout-private">
      <PrivateRegistrationSwitch actorRef={actorRef} item={item} domain={domain} />
      {item.missingAnyPersonalData && (
        <p className="checkout-missing-data">
          <span className={highlighted ? 'warning-icon warning-icon--highlight' : 'warning-icon'} role="img" aria-label={t('checkout.item.warning')}>
            !
          </span>{' '}
          {t('checkout.item.holderIncomplete')} <a href={item.editPersonalInfoUrl}>{t('checkout.item.completeHolder', { domain })}</a>
        </p>
      )}
    </div>
  );
}

function ItemVariants({ actorRef, item }: { actorRef: CheckoutActorRef; item: OrderItemView }) {
  const active = item.variants.find((variant) => variant.active);
  const t = useT();
  return (
    <RadioGroup
      className="variants"
      value={active?.key ?? null}
      isDisabled={item.disabled}
      onChange={(key) => {
        const variant = item.variants.find((candidate) => candidate.key === key);
        if (variant) actorRef.send({ type: 'item.changePeriod', hash: item.hash, period: variant.period, units: variant.units });
      }}
    >
      <Label className="variants-label">
        {item.variantsHeader}: {item.title}
      </Label>
      {item.variants.map((variant) => (
        <Radio key={variant.key} value={variant.key} className="variant">
          <span className="variant-title">{variant.title}</span>
          <span className="variant-price">{variant.price}</span>
          {variant.savings && <span className="variant-savings">{t('checkout.variant.save', { savings: variant.savings })}</span>}
          {variant.recommended && <span className="variant-recommended">{t('checkout.variant.recommended')}</span>}
        </Radio>
      ))}
    </RadioGroup>
  );
}
