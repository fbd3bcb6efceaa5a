/** The catalogue page's domain prices: per TLD and currency, the yearly registration, renewal, transfer and private registration, and the restoration fee. */
import { useState } from 'react';
import type { AdminTldInput } from '../../../graphql/graphql';
import { useT, type MessageId } from '../../../i18n/i18n';
import { TextField } from '../../../ui/TextField';
import type { AdminCatalogue, AdminTld } from './api/fetch-catalogue';
import { EditButton, EditForm, fieldId, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from './editor';

const FORM_ID = 'tld-form';

/** Each amount: its column's heading, and its field's label with the currency ('Renewal, CZK'). */
const AMOUNTS = [
  ['registration', 'admin.catalogue.tlds.registration', 'admin.catalogue.tlds.registrationIn'],
  ['renewal', 'admin.catalogue.tlds.renewal', 'admin.catalogue.tlds.renewalIn'],
  ['transfer', 'admin.catalogue.tlds.transfer', 'admin.catalogue.tlds.transferIn'],
  ['privateRegistration', 'admin.catalogue.tlds.privateRegistration', 'admin.catalogue.tlds.privateRegistrationIn'],
  ['restoration', 'admin.catalogue.tlds.restoration', 'admin.catalogue.tlds.restorationIn'],
] as const satisfies readonly (readonly [string, MessageId, MessageId])[];

type Amount = (typeof AMOUNTS)[number][0];

export function TldsSection({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const catalogue = useEditorData<AdminCatalogue>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!catalogue) return null;
  return (
    <section aria-labelledby="tlds-heading">
      <h2 id="tlds-heading">{t('admin.catalogue.tlds.heading')}</h2>
      <p>{t('admin.catalogue.tlds.intro')}</p>
      <ul className="admin-packages">
        {catalogue.tlds.map((tld) => (
          <li key={tld.name} className="admin-package" aria-labelledby={`tld-${tld.name}`}>
            <h3 id={`tld-${tld.name}`}>.{tld.name}</h3>
            {isFormOpen(`tld:${tld.name}`) ? (
              <TldForm actorRef={actorRef} tld={tld} />
            ) : (
              <>
                <table className="admin-table">
                  <caption className="visually-hidden">{t('admin.catalogue.tlds.caption', { name: tld.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.catalogue.column.currency')}</th>
                      {AMOUNTS.map(([key, text]) => (
                        <th key={key} scope="col">
                          {t(text)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {tld.prices.map((price) => (
                      <tr key={price.currency}>
                        <td>{price.currency}</td>
                        {AMOUNTS.map(([key]) => (
                          <td key={key}>{price[key]}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <EditButton actorRef={actorRef} target={`tld:${tld.name}`} label={t('admin.catalogue.tlds.edit', { name: tld.name })} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TldForm({ actorRef, tld }: { actorRef: EditorRef; tld: AdminTld }) {
  const t = useT();
  const [values, setValues] = useState<AdminTldInput>(() => ({ name: tld.name, prices: tld.prices.map((price) => ({ ...price })) }));
  const errorOf = useFieldError(actorRef);
  const labelOf = (field: string) => {
    const [, index, name] = /^prices\.(\d+)\.(\w+)$/.exec(field) ?? [];
    const id = AMOUNTS.find(([key]) => key === name)?.[2];
    const currency = values.prices[Number(index)]?.currency ?? '';
    if (index === undefined) return field;
    return id ? t(id, { currency }) : `${name}, ${currency}`;
  };
  const set = (index: number, key: Amount, amount: string) => setValues((current) => ({ ...current, prices: current.prices.map((price, at) => (at === index ? { ...price, [key]: amount } : price)) }));
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.catalogue.tlds.edit', { name: tld.name })}
      labels={labelOf}
      saveText={t('admin.catalogue.tlds.save', { name: tld.name })}
      opener={t('admin.catalogue.tlds.edit', { name: tld.name })}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      {values.prices.map((price, index) => (
        <fieldset key={price.currency} className="admin-price-row">
          <legend>{price.currency}</legend>
          {AMOUNTS.map(([key, , label], at) => (
            <TextField
              key={key}
              id={fieldId(FORM_ID, `prices.${index}.${key}`)}
              label={t(label, { currency: price.currency })}
              name={`${key}-${index}`}
              value={price[key] ?? ''}
              error={errorOf(`prices.${index}.${key}`)}
              onChange={(amount) => set(index, key, amount)}
              autoFocus={index === 0 && at === 0}
            />
          ))}
        </fieldset>
      ))}
    </EditForm>
  );
}
