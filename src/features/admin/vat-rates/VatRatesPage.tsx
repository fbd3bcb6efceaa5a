/**
 * /admin/vat-rates: each country's standard VAT rate per period of days and the seller's settings (docs/admin.md,
 * "VAT rates"). An operator adds a rate from a future day; the rate in force until then ends the day before, and orders
 * finished from that day on are priced at the new one. The catalogueEditor machine runs the page, as it runs the
 * catalogue and vouchers: a refused save keeps what was typed with each field's message, a saved one is announced
 * in the focused notice.
 */
import { useState } from 'react';
import { TextField } from '../../../ui/TextField';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from '../catalogue/editor';
import { addVatRate } from './api/add-vat-rate';
import { fetchVatRates, type AdminVatCountry, type AdminVatRates } from './api/fetch-vat-rates';

const FORM_ID = 'vat-rate-form';
const LABELS: Record<string, string> = { rate: 'Rate (%)', validFrom: 'First day' };

function save(target: string, values: unknown): Promise<string> {
  const { rate, validFrom } = values as { rate: string; validFrom: string };
  return addVatRate({ countryCode: target, rate, validFrom });
}

const opener = (country: AdminVatCountry) => `Add a rate for ${country.countryName}`;

export default function VatRatesPage() {
  const actorRef = useCatalogueEditor(fetchVatRates, save);
  const data = useEditorData<AdminVatRates>(actorRef);
  const savedText = (code: string) => {
    const country = data?.countries.find((row) => row.countryCode === code);
    const added = country?.rates.at(-1);
    return country && added ? `The rate of ${country.countryName} was saved: orders finished from ${added.validFrom} on are priced at ${added.rate} %.` : 'The rate was saved.';
  };
  return (
    <div className="admin-vat-rates">
      <title>VAT rates · Back office</title>
      <h1>VAT rates</h1>
      <p>
        Each country&apos;s standard rate, by the days it applies to (the seller&apos;s days, Europe/Prague). An order is priced at the rate of the day it is
        finished; a finished order and its invoice keep that rate.
      </p>
      <SavedNotice actorRef={actorRef} text={savedText} />
      <Loaded actorRef={actorRef} what="the VAT rates">
        <Seller actorRef={actorRef} />
        <RateForm actorRef={actorRef} />
        <CountryTable actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

function Seller({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminVatRates>(actorRef);
  if (!data) return null;
  const country = data.countries.find((row) => row.countryCode === data.sellerCountry)?.countryName ?? data.sellerCountry;
  return (
    <p>
      The seller: {country}, {data.sellerVatPayer ? 'a VAT payer' : 'not a VAT payer, so no VAT is charged and invoices say so'} (SELLER_COUNTRY and SELLER_VAT_PAYER,
      docs/configuration.md). Today is {data.today}.
    </p>
  );
}

const period = (rate: { validFrom: string; validTo: string | null }) => (rate.validTo ? `${rate.validFrom} to ${rate.validTo}` : `from ${rate.validFrom}`);

function CountryTable({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminVatRates>(actorRef);
  if (!data) return null;
  return (
    <table className="admin-table">
      <caption>Standard VAT rates by country</caption>
      <thead>
        <tr>
          <th scope="col">Country</th>
          <th scope="col">Rates</th>
          <th scope="col">Action</th>
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
                    {rate.rate} % {period(rate)}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              <EditButton actorRef={actorRef} target={country.countryCode} label={opener(country)}>
                Add a rate
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
  const [values, setValues] = useState<Record<'rate' | 'validFrom', string>>({ rate: '', validFrom: '' });
  const errorOf = useFieldError(actorRef);
  const field = (name: 'rate' | 'validFrom', description: string, autoFocus = false) => (
    <TextField
      id={fieldId(FORM_ID, name)}
      label={LABELS[name] ?? name}
      name={name}
      value={values[name]}
      error={errorOf(name)}
      onChange={(value) => setValues((was) => ({ ...was, [name]: value }))}
      description={description}
      autoFocus={autoFocus}
    />
  );
  const current = country.rates.at(-1);
  const heading = `New VAT rate for ${country.countryName}`;
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={heading}
      heading={heading}
      labels={(name) => LABELS[name] ?? name}
      saveText="Save the rate"
      opener={opener(country)}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      {field('rate', `A percent from 0 to 100, e.g. 21 or 25.5.${current ? ` Now ${current.rate} %.` : ''}`, true)}
      {field('validFrom', `As YYYY-MM-DD, after today (${today}). The rate in force ends the day before.`)}
    </EditForm>
  );
}
