/**
 * /admin/catalogue: the packages with their prices per currency and billing period and discount badges, the add-ons
 * and plugins, the domain prices per TLD and the FAQ (docs/admin.md). Editing an item opens its form in place; saving
 * waits for the server, which changes the public price list and new checkouts on every instance within seconds, and
 * never a finished order. One catalogueEditor machine runs the page: its target names the item ('package:standard',
 * 'addon:extra-storage', 'plugin:seo-booster', 'tld:com', 'faq:ID', 'faq:new', 'limited:promo').
 */
import { useState } from 'react';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { AddonsSection } from './AddonsSection';
import { fetchCatalogue, type AdminCatalogue, type AdminPackage } from './api/fetch-catalogue';
import { saveCatalogueItem, type PackageValues } from './api/save-item';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';
import { FaqSection } from './FaqSection';
import { LimitedSection } from './LimitedSection';
import { periodText, pricePeriodText } from './periods';
import { TldsSection } from './TldsSection';
import { withAdminWords } from './words';

const FORM_ID = 'package-form';

/** What the saved notice says about the item saved last, by the kind of its target ('package:standard'); anything else is an FAQ item. */
const SAVED: Record<string, MessageId> = {
  package: 'admin.catalogue.saved.package',
  addon: 'admin.catalogue.saved.addon',
  plugin: 'admin.catalogue.saved.plugin',
  tld: 'admin.catalogue.saved.tld',
  limited: 'admin.catalogue.saved.limited',
};

function CataloguePage() {
  const t = useT();
  const actorRef = useCatalogueEditor(fetchCatalogue, saveCatalogueItem);
  const savedText = (target: string) => t(SAVED[target.slice(0, target.indexOf(':'))] ?? 'admin.catalogue.saved.faq', { name: target.slice(target.indexOf(':') + 1) });
  return (
    <div className="admin-catalogue">
      <title>{t('admin.catalogue.title')}</title>
      <h1>{t('admin.catalogue.heading')}</h1>
      <SavedNotice actorRef={actorRef} text={savedText} />
      <Loaded actorRef={actorRef} loading={t('admin.catalogue.loading')}>
        <Packages actorRef={actorRef} />
        <LimitedSection actorRef={actorRef} />
        <AddonsSection actorRef={actorRef} />
        <TldsSection actorRef={actorRef} />
        <FaqSection actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

function Packages({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  return (
    <section aria-labelledby="packages-heading">
      <h2 id="packages-heading">{t('admin.catalogue.packages.heading')}</h2>
      <p>{t('admin.catalogue.packages.intro')}</p>
      <ul className="admin-packages">
        {catalogue.packages.map((pkg) => (
          <li key={pkg.identifier} className="admin-package" aria-labelledby={`package-${pkg.identifier}`}>
            <h3 id={`package-${pkg.identifier}`}>
              {pkg.name} <span className="admin-muted">({pkg.identifier})</span>
            </h3>
            {isFormOpen(`package:${pkg.identifier}`) ? (
              <PackageForm actorRef={actorRef} pkg={pkg} />
            ) : (
              <>
                <PriceTable pkg={pkg} />
                <EditButton actorRef={actorRef} target={`package:${pkg.identifier}`} label={t('admin.catalogue.editItem', { name: pkg.name })} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PriceTable({ pkg }: { pkg: AdminPackage }) {
  const t = useT();
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{t('admin.catalogue.pricesOf', { name: pkg.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.catalogue.column.currency')}</th>
          <th scope="col">{t('admin.catalogue.column.period')}</th>
          <th scope="col">{t('admin.catalogue.column.perMonth')}</th>
          <th scope="col">{t('admin.catalogue.column.discount')}</th>
        </tr>
      </thead>
      <tbody>
        {pkg.prices.map((price) => (
          <tr key={`${price.currency}-${price.periodMonths}`}>
            <td>{price.currency}</td>
            <td>{periodText(price.periodMonths, t)}</td>
            <td>{price.monthlyAmount}</td>
            <td>{price.discountPercent > 0 ? t('admin.catalogue.discountWas', { percent: price.discountPercent, original: price.originalMonthlyAmount ?? '' }) : t('admin.catalogue.noDiscount')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A price's field by its label with the price's currency and period, 'Price per month, CZK, 12 months'. */
const PRICE_LABELS: Record<string, MessageId> = {
  monthlyAmount: 'admin.catalogue.field.monthlyAmountFor',
  originalMonthlyAmount: 'admin.catalogue.field.originalMonthlyAmountFor',
  discountPercent: 'admin.catalogue.field.discountPercentFor',
  remove: 'admin.catalogue.field.removeFor',
};

function PackageForm({ actorRef, pkg }: { actorRef: EditorRef; pkg: AdminPackage }) {
  const t = useT();
  // What the operator types stays here while the save waits and after a refusal.
  const [values, setValues] = useState<PackageValues>(() => ({
    identifier: pkg.identifier,
    name: pkg.name,
    label: pkg.label,
    highlighted: pkg.highlighted,
    prices: pkg.prices.map(({ currency, periodMonths, monthlyAmount, originalMonthlyAmount, discountPercent }) => ({ currency, periodMonths, monthlyAmount, originalMonthlyAmount, discountPercent, remove: false })),
    features: pkg.features.map(({ identifier, value, included }) => ({ identifier, value, included })),
  }));
  const featureName = (index: number) => pkg.features[index]?.name ?? '';
  const [percents, setPercents] = useState(() => pkg.prices.map((price) => String(price.discountPercent)));
  const errorOf = useFieldError(actorRef);
  const priceLabel = (index: number) => pricePeriodText(values.prices[index], t);
  const labelOf = (field: string) => {
    const [, index, name] = /^prices\.(\d+)\.(\w+)$/.exec(field) ?? [];
    if (index !== undefined && name !== undefined) return PRICE_LABELS[name] ? t(PRICE_LABELS[name], { price: priceLabel(Number(index)) }) : `${name}, ${priceLabel(Number(index))}`;
    const feature = /^features\.(\d+)\./.exec(field)?.[1];
    if (feature !== undefined) return featureName(Number(feature));
    return field === 'name' ? t('admin.catalogue.field.name') : field === 'label' ? t('admin.catalogue.field.label') : field;
  };
  const setFeature = (index: number, change: Partial<NonNullable<PackageValues['features']>[number]>) =>
    setValues((current) => ({ ...current, features: current.features?.map((feature, at) => (at === index ? { ...feature, ...change } : feature)) ?? null }));
  const setPrice = (index: number, change: Partial<PackageValues['prices'][number]>) =>
    setValues((current) => ({ ...current, prices: current.prices.map((price, at) => (at === index ? { ...price, ...change } : price)) }));
  const submit = () => {
    const prices = values.prices.map((price, index) => {
      const percent = Number(percents[index] ?? '0');
      return { ...price, discountPercent: Number.isFinite(percent) ? Math.trunc(percent) : -1, originalMonthlyAmount: price.originalMonthlyAmount?.trim() ? price.originalMonthlyAmount : null };
    });
    actorRef.send({ type: 'editor.save', values: { ...values, prices } });
  };
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.catalogue.editItem', { name: pkg.name })}
      labels={labelOf}
      saveText={t('admin.catalogue.saveItem', { name: pkg.name })}
      opener={t('admin.catalogue.editItem', { name: pkg.name })}
      onSubmit={submit}
    >
      <TextField id={fieldId(FORM_ID, 'name')} label={t('admin.catalogue.field.name')} name="name" value={values.name} error={errorOf('name')} onChange={(name) => setValues({ ...values, name })} autoFocus />
      <TextField id={fieldId(FORM_ID, 'label')} label={t('admin.catalogue.field.label')} name="label" value={values.label} error={errorOf('label')} onChange={(label) => setValues({ ...values, label })} />
      <Checkbox isSelected={values.highlighted} onChange={(highlighted) => setValues({ ...values, highlighted })}>
        {t('admin.catalogue.highlighted')}
      </Checkbox>
      {values.prices.map((price, index) => (
        <fieldset key={`${price.currency}-${price.periodMonths}`} className="admin-price-row">
          <legend>{priceLabel(index)}</legend>
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.monthlyAmount`)}
            label={labelOf(`prices.${index}.monthlyAmount`)}
            name={`monthly-${index}`}
            value={price.monthlyAmount}
            error={errorOf(`prices.${index}.monthlyAmount`)}
            onChange={(monthlyAmount) => setPrice(index, { monthlyAmount })}
            isDisabled={price.remove === true}
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.originalMonthlyAmount`)}
            label={labelOf(`prices.${index}.originalMonthlyAmount`)}
            description={t('admin.catalogue.originalDescription')}
            name={`original-${index}`}
            value={price.originalMonthlyAmount ?? ''}
            error={errorOf(`prices.${index}.originalMonthlyAmount`)}
            onChange={(originalMonthlyAmount) => setPrice(index, { originalMonthlyAmount })}
            isDisabled={price.remove === true}
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.discountPercent`)}
            label={labelOf(`prices.${index}.discountPercent`)}
            name={`discount-${index}`}
            value={percents[index] ?? '0'}
            error={errorOf(`prices.${index}.discountPercent`)}
            onChange={(text) => setPercents((current) => current.map((value, at) => (at === index ? text : value)))}
            isDisabled={price.remove === true}
          />
          <RemoveChoice
            id={fieldId(FORM_ID, `prices.${index}.remove`)}
            label={t('admin.catalogue.removePrice', { price: priceLabel(index) })}
            isSelected={price.remove ?? false}
            error={errorOf(`prices.${index}.remove`)}
            onChange={(remove) => setPrice(index, { remove })}
          />
        </fieldset>
      ))}
      <fieldset className="admin-price-row">
        <legend>{t('admin.catalogue.features')}</legend>
        {values.features?.map((feature, index) => (
          <div key={feature.identifier} className="admin-feature">
            <TextField
              id={fieldId(FORM_ID, `features.${index}.value`)}
              label={featureName(index)}
              name={`feature-${feature.identifier}`}
              value={feature.value}
              error={errorOf(`features.${index}.value`)}
              onChange={(value) => setFeature(index, { value })}
            />
            <Checkbox isSelected={feature.included} onChange={(included) => setFeature(index, { included })}>
              {t('admin.catalogue.featureIncluded', { name: featureName(index) })}
            </Checkbox>
          </div>
        ))}
      </fieldset>
    </EditForm>
  );
}

/** 'No longer sell this price', with the refusal under it (the error summary links to it). */
function RemoveChoice({ id, label, isSelected, error, onChange }: { id: string; label: string; isSelected: boolean; error: string | null; onChange: (remove: boolean) => void }) {
  const t = useT();
  return (
    <div className="admin-remove">
      <Checkbox isSelected={isSelected} onChange={onChange} aria-describedby={error ? id : undefined} description={t('admin.catalogue.removeDescription')}>
        {label}
      </Checkbox>
      {error && (
        <p id={id} className="text-field-error" tabIndex={-1}>
          {error}
        </p>
      )}
    </div>
  );
}

export default withAdminWords(CataloguePage);
