/**
 * /admin/vat-rates: each country's standard VAT rate per period of days and the seller's settings (docs/admin.md,
 * "VAT rates"). An operator adds a rate from a future day; the rate in force until then ends the day before, and orders
 * finished from that day on are priced at the new one. The catalogueEditor machine runs the page, as it runs the
 * catalogue and vouchers: a refused save keeps what was typed with each field's message, a saved one is announced
 * in the focused notice.
 */
import { useState } from 'react';
import { useLanguage, useT, type MessageId } from '../../../i18n/i18n';
import { TextField } from '../../../ui/TextField';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from '../catalogue/editor';
import { addVatRate } from './api/add-vat-rate';
import { fetchVatRates, type AdminVatCountry, type AdminVatRates } from './api/fetch-vat-rates';
import { withAdminWords } from '../catalogue/words';

const FORM_ID = 'vat-rate-form';
const LABELS: Record<string, MessageId> = { rate: 'admin.vatRates.field.rate', validFrom: 'admin.vatRates.field.validFrom' };

/** A rate as the server writes it ('21', '16.5'), as a number in the page's language ('16,5' in Czech). */
function useRateText(): (rate: string) => string {
  const language = useLanguage();
  return (rate) => new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(Number(rate));
}

function save(target: string, values: unknown): Promise<string> {
  const { rate, validFrom } = values as { rate: string; validFrom: string };
  return addVatRate({ countryCode: target, rate, validFrom });
}

function VatRatesPage() {
  const t = useT();
  const rateText = useRateText();
  const actorRef = useCatalogueEditor(fetchVatRates, save);
  const data = useEditorData<AdminVatRates>(actorRef);
  const savedText = (code: string) => {
    const country = data?.countries.find((row) => row.countryCode === code);
    const added = country?.rates.at(-1);
    return country && added ? t('admin.vatRates.saved', { country: country.countryName, day: added.validFrom, rate: rateText(added.rate) }) : t('admin.vatRates.savedPlain');
  };
  return (
    <div className="admin-vat-rates">
      <title>{t('admin.vatRates.title')}</title>
      <h1>{t('admin.vatRates.heading')}</h1>
      <p>{t('admin.vatRates.intro')}</p>
      <SavedNotice actorRef={actorRef} text={savedText} />
      <Loaded actorRef={actorRef} loading={t('admin.vatRates.loading')}>
        <Seller actorRef={actorRef} />
        <RateForm actorRef={actorRef} />
        <CountryTable actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

function Seller({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const data = useEditorData<AdminVatRates>(actorRef);
  if (!data) return null;
  const country = data.countries.find((row) => row.countryCode === data.sellerCountry)?.countryName ?? data.sellerCountry;
  return <p>{t(data.sellerVatPayer ? 'admin.vatRates.sellerPayer' : 'admin.vatRates.sellerNotPayer', { country, today: data.today })}</p>;
}

function CountryTable({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const rateText = useRateText();
  const data = useEditorData<AdminVatRates>(actorRef);
  if (!data) return null;
  return (
    <table className="admin-table">
      <caption>{t('admin.vatRates.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.vatRates.column.country')}</th>
          <th scope="col">{t('admin.vatRates.column.rates')}</th>
          <th scope="col">{t('admin.vatRates.column.action')}</th>
        </tr>
      </thead>
      <tbody>
        {data.countries.map((country) => (
          <tr key={country.countryCode}>
            <th scope="row">
              {country.countryName} ({country.countryCode})
            </th>
            <td>
              <ul className="admin-vat-periods">
                {country.rates.map((rate) => (
                  <li key={rate.validFrom}>
                    {rate.validTo ? t('admin.vatRates.period', { rate: rateText(rate.rate), from: rate.validFrom, to: rate.validTo }) : t('admin.vatRates.periodOpen', { rate: rateText(rate.rate), from: rate.validFrom })}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <EditButton actorRef={actorRef} target={country.countryCode} label={t('admin.vatRates.addFor', { country: country.countryName })}>
                {t('admin.vatRates.add')}
              </EditButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RateForm({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminVatRates>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  const country = data?.countries.find((row) => isFormOpen(row.countryCode));
  if (!data || !country) return null;
  return <RateFields key={country.countryCode} actorRef={actorRef} country={country} today={data.today} />;
}

function RateFields({ actorRef, country, today }: { actorRef: EditorRef; country: AdminVatCountry; today: string }) {
  const t = useT();
  const rateText = useRateText();
  const labelOf = (name: string) => (LABELS[name] ? t(LABELS[name]) : name);
  const [values, setValues] = useState<Record<'rate' | 'validFrom', string>>({ rate: '', validFrom: '' });
  const errorOf = useFieldError(actorRef);
  const field = (name: 'rate' | 'validFrom', description: string, autoFocus = false) => (
    <TextField
      id={fieldId(FORM_ID, name)}
      label={labelOf(name)}
      name={name}
      value={values[name]}
      error={errorOf(name)}
      onChange={(value) => setValues((was) => ({ ...was, [name]: value }))}
      description={description}
      autoFocus={autoFocus}
    />
  );
  const current = country.rates.at(-1);
  const heading = t('admin.vatRates.formHeading', { country: country.countryName });
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={heading}
      heading={heading}
      labels={labelOf}
      saveText={t('admin.vatRates.save')}
      opener={t('admin.vatRates.addFor', { country: country.countryName })}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      {field('rate', current ? t('admin.vatRates.help.rateNow', { rate: rateText(current.rate) }) : t('admin.vatRates.help.rate'), true)}
      {field('validFrom', t('admin.vatRates.help.validFrom', { today }))}
    </EditForm>
  );
}

export default withAdminWords(VatRatesPage);
