/**
 * /admin/catalogue: the packages with their prices per currency and billing period and discount badges, the add-ons
 * and plugins, the domain prices per TLD and the FAQ (docs/admin.md). Editing an item opens its form in place; saving
 * waits for the server, which changes the public price list and new checkouts on every instance within seconds, and
 * never a finished order. One catalogueEditor machine runs the page: its target names the item ('package:standard',
 * 'addon:extra-storage', 'plugin:seo-booster', 'tld:com', 'faq:ID', 'faq:new', 'limited:promo').
 */
import { useState } from 'react';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { AddonsSection } from './AddonsSection';
import { fetchCatalogue, type AdminCatalogue, type AdminPackage } from './api/fetch-catalogue';
import { saveCatalogueItem, type PackageValues } from './api/save-item';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';
import { FaqSection } from './FaqSection';
import { LimitedSection } from './LimitedSection';
import { periodText } from './periods';
import { TldsSection } from './TldsSection';

const FORM_ID = 'package-form';

/** What the saved notice says about the item saved last. */
function savedText(target: string): string {
  const [kind, name] = [target.slice(0, target.indexOf(':')), target.slice(target.indexOf(':') + 1)];
  if (kind === 'limited') return 'The Limited promo box was saved. The price list shows it within seconds.';
  const subject = kind === 'package' || kind === 'addon' || kind === 'plugin' ? `The ${kind === 'addon' ? 'add-on' : kind} ${name}` : kind === 'tld' ? `The prices of .${name} domains` : 'The FAQ item';
  return `${subject} ${kind === 'tld' ? 'were' : 'was'} saved. The price list and new checkouts show it within seconds; finished orders keep their prices.`;
}

export default function CataloguePage() {
  const actorRef = useCatalogueEditor(fetchCatalogue, saveCatalogueItem);
  return (
    <div className="admin-catalogue">
      <title>Catalogue · Back office</title>
      <h1>Catalogue</h1>
      <SavedNotice actorRef={actorRef} text={savedText} />
      <Loaded actorRef={actorRef} what="the catalogue">
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
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  return (
    <section aria-labelledby="packages-heading">
      <h2 id="packages-heading">Packages</h2>
      <p>Prices are per month of the billing period, VAT excluded as on the price list. A package is listed in a currency while it has a 12-month price in it.</p>
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
                <EditButton actorRef={actorRef} target={`package:${pkg.identifier}`} label={`Edit ${pkg.name}`} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PriceTable({ pkg }: { pkg: AdminPackage }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Prices of {pkg.name}</caption>
      <thead>
        <tr>
          <th scope="col">Currency</th>
          <th scope="col">Billing period</th>
          <th scope="col">Per month</th>
          <th scope="col">Discount badge</th>
        </tr>
      </thead>
      <tbody>
        {pkg.prices.map((price) => (
          <tr key={`${price.currency}-${price.periodMonths}`}>
            <td>{price.currency}</td>
            <td>{periodText(price.periodMonths)}</td>
            <td>{price.monthlyAmount}</td>
            <td>{price.discountPercent > 0 ? `${price.discountPercent} % (was ${price.originalMonthlyAmount ?? ''})` : 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PRICE_LABELS: Record<string, string> = { monthlyAmount: 'Price per month', originalMonthlyAmount: 'Original price per month', discountPercent: 'Discount badge (%)', remove: 'Remove' };

function PackageForm({ actorRef, pkg }: { actorRef: EditorRef; pkg: AdminPackage }) {
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
  const priceLabel = (index: number) => {
    const price = values.prices[index];
    return price ? `${price.currency}, ${periodText(price.periodMonths)}` : '';
  };
  const labelOf = (field: string) => {
    const [, index, name] = /^prices\.(\d+)\.(\w+)$/.exec(field) ?? [];
    if (index !== undefined && name !== undefined) return `${PRICE_LABELS[name] ?? name}, ${priceLabel(Number(index))}`;
    const feature = /^features\.(\d+)\./.exec(field)?.[1];
    if (feature !== undefined) return featureName(Number(feature));
    return field === 'name' ? 'Name' : field === 'label' ? 'Label' : field;
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
    <EditForm actorRef={actorRef} formId={FORM_ID} label={`Edit ${pkg.name}`} labels={labelOf} saveText={`Save ${pkg.name}`} opener={`Edit ${pkg.name}`} onSubmit={submit}>
      <TextField id={fieldId(FORM_ID, 'name')} label="Name" name="name" value={values.name} error={errorOf('name')} onChange={(name) => setValues({ ...values, name })} autoFocus />
      <TextField id={fieldId(FORM_ID, 'label')} label="Label" name="label" value={values.label} error={errorOf('label')} onChange={(label) => setValues({ ...values, label })} />
      <Checkbox isSelected={values.highlighted} onChange={(highlighted) => setValues({ ...values, highlighted })}>
        Highlighted on the price list
      </Checkbox>
      {values.prices.map((price, index) => (
        <fieldset key={`${price.currency}-${price.periodMonths}`} className="admin-price-row">
          <legend>{priceLabel(index)}</legend>
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.monthlyAmount`)}
            label={`Price per month, ${priceLabel(index)}`}
            name={`monthly-${index}`}
            value={price.monthlyAmount}
            error={errorOf(`prices.${index}.monthlyAmount`)}
            onChange={(monthlyAmount) => setPrice(index, { monthlyAmount })}
            isDisabled={price.remove === true}
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.originalMonthlyAmount`)}
            label={`Original price per month, ${priceLabel(index)}`}
            description="Struck through beside the badge; empty for no badge."
            name={`original-${index}`}
            value={price.originalMonthlyAmount ?? ''}
            error={errorOf(`prices.${index}.originalMonthlyAmount`)}
            onChange={(originalMonthlyAmount) => setPrice(index, { originalMonthlyAmount })}
            isDisabled={price.remove === true}
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.discountPercent`)}
            label={`Discount badge (%), ${priceLabel(index)}`}
            name={`discount-${index}`}
            value={percents[index] ?? '0'}
            error={errorOf(`prices.${index}.discountPercent`)}
            onChange={(text) => setPercents((current) => current.map((value, at) => (at === index ? text : value)))}
            isDisabled={price.remove === true}
          />
          <RemoveChoice
            id={fieldId(FORM_ID, `prices.${index}.remove`)}
            label={`Remove the price ${priceLabel(index)}`}
            isSelected={price.remove ?? false}
            error={errorOf(`prices.${index}.remove`)}
            onChange={(remove) => setPrice(index, { remove })}
          />
        </fieldset>
      ))}
      <fieldset className="admin-price-row">
        <legend>Features on the card</legend>
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
              {`${featureName(index)} included`}
            </Checkbox>
          </div>
        ))}
      </fieldset>
    </EditForm>
  );
}

/** 'No longer sell this price', with the refusal under it (the error summary links to it). */
function RemoveChoice({ id, label, isSelected, error, onChange }: { id: string; label: string; isSelected: boolean; error: string | null; onChange: (remove: boolean) => void }) {
  return (
    <div className="admin-remove">
      <Checkbox isSelected={isSelected} onChange={onChange} aria-describedby={error ? id : undefined} description="Customers can no longer choose it; orders already finished keep it.">
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
