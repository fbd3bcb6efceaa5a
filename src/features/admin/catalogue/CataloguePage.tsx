/**
 * /admin/catalogue: the packages with their prices per currency and billing period and discount badges
 * (docs/admin.md). Editing a package opens its form in place; saving waits for the server, which changes the
 * public price list and new checkouts on every instance within seconds, and never a finished order.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { focusMover } from '../../../ui/focus';
import { TextField } from '../../../ui/TextField';
import { fetchCatalogue, type AdminCatalogue, type AdminPackage } from './api/fetch-catalogue';
import { updatePackage } from './api/update-package';
import { fieldId, Loaded, SavedNotice, SaveRefusal, useCatalogueEditor, useEditorData, useFieldError, type EditorRef } from './editor';

const FORM_ID = 'package-form';

export default function CataloguePage() {
  const actorRef = useCatalogueEditor(fetchCatalogue, (_target, values) => updatePackage(values as PackageValues));
  return (
    <div className="admin-catalogue">
      <title>Catalogue · Back office</title>
      <h1>Catalogue</h1>
      <SavedNotice actorRef={actorRef} text={(saved) => `The package ${saved} was saved. The price list and new checkouts show it within seconds; finished orders keep their prices.`} />
      <Loaded actorRef={actorRef} what="the catalogue">
        <Packages actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

type PackageValues = Pick<AdminPackage, 'identifier' | 'name' | 'label' | 'highlighted'> & {
  prices: { currency: string; periodMonths: number; monthlyAmount: string; originalMonthlyAmount: string | null; discountPercent: number }[];
};

const periodText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

function Packages({ actorRef }: { actorRef: EditorRef }) {
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const target = useSelector(actorRef, (state) => state.context.target);
  const isFormOpen = useSelector(actorRef, (state) => state.matches('editing') || state.matches('saving') || state.matches('failed'));
  if (!catalogue) return null;
  return (
    <section aria-labelledby="packages-heading">
      <h2 id="packages-heading">Packages</h2>
      <p>Prices are per month of the billing period, VAT excluded as on the price list.</p>
      <ul className="admin-packages">
        {catalogue.packages.map((pkg) => (
          <li key={pkg.identifier} className="admin-package" aria-labelledby={`package-${pkg.identifier}`}>
            <h3 id={`package-${pkg.identifier}`}>
              {pkg.name} <span className="admin-muted">({pkg.identifier})</span>
            </h3>
            {isFormOpen && target === pkg.identifier ? (
              <PackageForm actorRef={actorRef} pkg={pkg} />
            ) : (
              <>
                <PriceTable pkg={pkg} />
                <Button variant="outline" aria-label={`Edit ${pkg.name}`} isDisabled={isFormOpen} onPress={() => actorRef.send({ type: 'editor.edit', target: pkg.identifier })}>
                  Edit
                </Button>
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

const PRICE_LABELS: Record<string, string> = { monthlyAmount: 'Price per month', originalMonthlyAmount: 'Original price per month', discountPercent: 'Discount badge (%)' };

function PackageForm({ actorRef, pkg }: { actorRef: EditorRef; pkg: AdminPackage }) {
  // What the operator types stays here while the save waits and after a refusal.
  const [values, setValues] = useState<PackageValues>(() => ({
    identifier: pkg.identifier,
    name: pkg.name,
    label: pkg.label,
    highlighted: pkg.highlighted,
    prices: pkg.prices.map(({ currency, periodMonths, monthlyAmount, originalMonthlyAmount, discountPercent }) => ({ currency, periodMonths, monthlyAmount, originalMonthlyAmount, discountPercent })),
  }));
  const [percents, setPercents] = useState(() => pkg.prices.map((price) => String(price.discountPercent)));
  const isSaving = useSelector(actorRef, (state) => state.matches('saving'));
  const errorOf = useFieldError(actorRef);
  const priceLabel = (index: number) => {
    const price = values.prices[index];
    return price ? `${price.currency}, ${periodText(price.periodMonths)}` : '';
  };
  const labelOf = (field: string) => {
    const [, index, name] = /^prices\.(\d+)\.(\w+)$/.exec(field) ?? [];
    if (index !== undefined && name !== undefined) return `${PRICE_LABELS[name] ?? name}, ${priceLabel(Number(index))}`;
    return field === 'name' ? 'Name' : field === 'label' ? 'Label' : field;
  };
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
    <form
      id={FORM_ID}
      className="admin-form"
      aria-label={`Edit ${pkg.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SaveRefusal actorRef={actorRef} formId={FORM_ID} labels={labelOf} />
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
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.originalMonthlyAmount`)}
            label={`Original price per month, ${priceLabel(index)}`}
            description="Struck through beside the badge; empty for no badge."
            name={`original-${index}`}
            value={price.originalMonthlyAmount ?? ''}
            error={errorOf(`prices.${index}.originalMonthlyAmount`)}
            onChange={(originalMonthlyAmount) => setPrice(index, { originalMonthlyAmount })}
          />
          <TextField
            id={fieldId(FORM_ID, `prices.${index}.discountPercent`)}
            label={`Discount badge (%), ${priceLabel(index)}`}
            name={`discount-${index}`}
            value={percents[index] ?? '0'}
            error={errorOf(`prices.${index}.discountPercent`)}
            onChange={(text) => setPercents((current) => current.map((value, at) => (at === index ? text : value)))}
          />
        </fieldset>
      ))}
      <div className="admin-form-actions">
        <Button type="submit" isPending={isSaving}>
          Save {pkg.name}
        </Button>
        <Button
          variant="outline"
          isDisabled={isSaving}
          onPress={() => {
            actorRef.send({ type: 'editor.cancel' });
            // The form goes away with the focus in it: back to the package's Edit button.
            focusMover.moveFocus(() => document.querySelector<HTMLElement>(`[aria-label="Edit ${pkg.name}"]`));
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
