/** The catalogue page's add-ons and plugins: title, label and the price of each currency and billing period. */
import { useState } from 'react';
import type { AdminAddonInput } from '../../../graphql/graphql';
import { useT } from '../../../i18n/i18n';
import { TextField } from '../../../ui/TextField';
import type { AdminAddon, AdminCatalogue } from './api/fetch-catalogue';
import { EditButton, EditForm, fieldId, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';
import { periodText, pricePeriodText } from './periods';

const FORM_ID = 'addon-form';

export function AddonsSection({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  if (!catalogue) return null;
  return (
    <>
      <AddonList actorRef={actorRef} heading={t('admin.catalogue.addons.heading')} id="addons-heading" addons={catalogue.addons.filter((addon) => addon.kind === 'addon')} />
      <AddonList actorRef={actorRef} heading={t('admin.catalogue.plugins.heading')} id="plugins-heading" addons={catalogue.addons.filter((addon) => addon.kind === 'plugin')} />
    </>
  );
}

function AddonList({ actorRef, heading, id, addons }: { actorRef: EditorRef; heading: string; id: string; addons: AdminAddon[] }) {
  const t = useT();
  const isFormOpen = useIsFormOpen(actorRef);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{t('admin.catalogue.addons.intro')}</p>
      <ul className="admin-packages">
        {addons.map((addon) => (
          <li key={addon.identifier} className="admin-package" aria-labelledby={`addon-${addon.identifier}`}>
            <h3 id={`addon-${addon.identifier}`}>
              {addon.title} <span className="admin-muted">({addon.identifier})</span>
            </h3>
            {isFormOpen(`${addon.kind}:${addon.identifier}`) ? (
              <AddonForm actorRef={actorRef} addon={addon} />
            ) : (
              <>
                <p>{addon.label}</p>
                <table className="admin-table">
                  <caption className="visually-hidden">{t('admin.catalogue.pricesOf', { name: addon.title })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.catalogue.column.currency')}</th>
                      <th scope="col">{t('admin.catalogue.column.period')}</th>
                      <th scope="col">{t('admin.catalogue.price')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {addon.prices.map((price) => (
                      <tr key={`${price.currency}-${price.periodMonths}`}>
                        <td>{price.currency}</td>
                        <td>{periodText(price.periodMonths, t)}</td>
                        <td>{price.amount}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <EditButton actorRef={actorRef} target={`${addon.kind}:${addon.identifier}`} label={t('admin.catalogue.editItem', { name: addon.title })} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddonForm({ actorRef, addon }: { actorRef: EditorRef; addon: AdminAddon }) {
  const [values, setValues] = useState<AdminAddonInput>(() => ({
    identifier: addon.identifier,
    title: addon.title,
    label: addon.label,
    prices: addon.prices.map(({ currency, periodMonths, amount }) => ({ currency, periodMonths, amount })),
  }));
  const t = useT();
  const errorOf = useFieldError(actorRef);
  const labelOf = (field: string) => {
    const index = /^prices\.(\d+)\./.exec(field)?.[1];
    if (index !== undefined) return t('admin.catalogue.priceFor', { price: pricePeriodText(values.prices[Number(index)], t) });
    return field === 'title' ? t('admin.catalogue.field.title') : field === 'label' ? t('admin.catalogue.field.label') : field;
  };
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.catalogue.editItem', { name: addon.title })}
      labels={labelOf}
      saveText={t('admin.catalogue.saveItem', { name: addon.title })}
      opener={t('admin.catalogue.editItem', { name: addon.title })}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      <TextField id={fieldId(FORM_ID, 'title')} label={labelOf('title')} name="title" value={values.title} error={errorOf('title')} onChange={(title) => setValues({ ...values, title })} autoFocus />
      <TextField id={fieldId(FORM_ID, 'label')} label={labelOf('label')} name="label" value={values.label} error={errorOf('label')} onChange={(label) => setValues({ ...values, label })} />
      {values.prices.map((price, index) => (
        <TextField
          key={`${price.currency}-${price.periodMonths}`}
          id={fieldId(FORM_ID, `prices.${index}.amount`)}
          label={labelOf(`prices.${index}.amount`)}
          name={`amount-${index}`}
          value={price.amount}
          error={errorOf(`prices.${index}.amount`)}
          onChange={(amount) => setValues((current) => ({ ...current, prices: current.prices.map((own, at) => (at === index ? { ...own, amount } : own)) }))}
        />
      ))}
    </EditForm>
  );
}
