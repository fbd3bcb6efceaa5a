/**
 * /admin/vouchers: every voucher with its limits and uses, a form for a new one (code, discount, item types, valid
 * from and until, usage limit) and disabling one after a confirmation (docs/admin.md). Each save waits for the
 * server; a refused one keeps what was typed, with each field's message.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { focusMover } from '../../../ui/focus';
import { TextField } from '../../../ui/TextField';
import type { AdminVoucherInput, AdminVoucherKind } from '../../../graphql/graphql';
import { EditForm, fieldId, Loaded, SavedNotice, SaveRefusal, useCatalogueEditor, useEditorData, useFieldError, type EditorRef } from '../catalogue/editor';
import { createVoucher } from './api/create-voucher';
import { disableVoucher } from './api/disable-voucher';
import { fetchVouchers, type AdminVoucher } from './api/fetch-vouchers';

const FORM_ID = 'voucher-form';
const NEW = 'new';
const DISABLE = 'disable:';

const ITEM_TYPES = [
  { value: 'package', label: 'Packages' },
  { value: 'addon', label: 'Add-ons' },
  { value: 'plugin', label: 'Plugins' },
  { value: 'domain', label: 'Domains' },
  { value: 'private_registration', label: 'Private registration' },
] as const;

const KIND_LABELS: Record<AdminVoucherKind, string> = { PERCENT: 'Percent off', FIXED: 'Fixed amount off', FREE_DOMAIN: 'Free first year of a domain' };

function save(target: string, values: unknown): Promise<string> {
  if (target.startsWith(DISABLE)) return disableVoucher(target.slice(DISABLE.length));
  return createVoucher(values as AdminVoucherInput);
}

export default function VouchersPage() {
  const actorRef = useCatalogueEditor(fetchVouchers, save);
  const target = useSelector(actorRef, (state) => state.context.target);
  const isFormOpen = useSelector(actorRef, (state) => (state.matches('editing') || state.matches('saving') || state.matches('failed')) && state.context.target === NEW);
  return (
    <div className="admin-vouchers">
      <title>Vouchers · Back office</title>
      <h1>Vouchers</h1>
      <SavedNotice actorRef={actorRef} text={(saved) => (saved.startsWith(DISABLE) ? `The voucher ${saved.slice(DISABLE.length)} was disabled: checkouts refuse it from now on.` : 'The voucher was created: customers can use it within its limits.')} />
      <Loaded actorRef={actorRef} what="the vouchers">
        {isFormOpen ? (
          <VoucherForm actorRef={actorRef} />
        ) : (
          <Button isDisabled={target !== null} onPress={() => actorRef.send({ type: 'editor.edit', target: NEW })}>
            New voucher
          </Button>
        )}
        <VoucherList actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

function limitsOf(voucher: AdminVoucher): string {
  const day = (iso: string) => iso.slice(0, 10);
  const parts = [voucher.validFrom ? `from ${day(voucher.validFrom)}` : null, voucher.validUntil ? `until ${day(voucher.validUntil)}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Always';
}

function discountOf(voucher: AdminVoucher): string {
  if (voucher.kind === 'PERCENT') return `${voucher.percent ?? 0} %`;
  if (voucher.kind === 'FIXED') return `${voucher.amount ?? ''} ${voucher.currency ?? ''}`;
  return 'Free first year of a domain';
}

function VoucherList({ actorRef }: { actorRef: EditorRef }) {
  const vouchers = useEditorData<AdminVoucher[]>(actorRef) ?? [];
  const confirming = useSelector(actorRef, (state) => (state.context.target?.startsWith(DISABLE) && !state.matches('saved') && !state.matches('viewing') ? state.context.target.slice(DISABLE.length) : null));
  const isBusy = useSelector(actorRef, (state) => state.context.target !== null && !state.matches('viewing') && !state.matches('saved'));
  return (
    <table className="admin-table">
      <caption>Vouchers</caption>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Discount</th>
          <th scope="col">Applies to</th>
          <th scope="col">Valid</th>
          <th scope="col">Used</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {vouchers.map((voucher) => (
          <tr key={voucher.code}>
            <th scope="row">{voucher.code}</th>
            <td>{discountOf(voucher)}</td>
            <td>{voucher.appliesTo.map((type) => ITEM_TYPES.find((item) => item.value === type)?.label ?? type).join(', ')}</td>
            <td>{limitsOf(voucher)}</td>
            <td>{voucher.usageLimit === null ? `${voucher.usedCount}` : `${voucher.usedCount} of ${voucher.usageLimit}`}</td>
            <td>
              {voucher.disabledAt ? (
                'Disabled'
              ) : confirming === voucher.code ? (
                <DisableConfirmation actorRef={actorRef} code={voucher.code} />
              ) : (
                <>
                  Active{' '}
                  <Button variant="outline" aria-label={`Disable ${voucher.code}`} isDisabled={isBusy} onPress={() => actorRef.send({ type: 'editor.edit', target: `${DISABLE}${voucher.code}` })}>
                    Disable
                  </Button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DisableConfirmation({ actorRef, code }: { actorRef: EditorRef; code: string }) {
  const isSaving = useSelector(actorRef, (state) => state.matches('saving'));
  const cancel = () => {
    actorRef.send({ type: 'editor.cancel' });
    focusMover.moveFocus(() => document.querySelector<HTMLElement>(`[aria-label="Disable ${code}"]`));
  };
  return (
    <div role="group" aria-label={`Disable ${code}?`} className="admin-confirm">
      <SaveRefusal actorRef={actorRef} formId={`disable-${code}`} labels={(field) => field} />
      <p>Checkouts will refuse {code} from now on. Orders already finished keep their discount.</p>
      <Button autoFocus isPending={isSaving} onPress={() => actorRef.send({ type: 'editor.save', values: null })}>
        Disable {code}
      </Button>{' '}
      <Button variant="outline" isDisabled={isSaving} onPress={cancel}>
        Keep it
      </Button>
    </div>
  );
}

interface VoucherValues {
  code: string;
  text: string;
  kind: AdminVoucherKind;
  percent: string;
  amount: string;
  currency: string;
  appliesTo: string[];
  validFrom: string;
  validUntil: string;
  usageLimit: string;
}

const LABELS: Record<string, string> = {
  code: 'Code',
  text: 'Text customers see',
  kind: 'Kind',
  percent: 'Percent off',
  amount: 'Amount off',
  currency: 'Currency',
  appliesTo: 'Applies to',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  usageLimit: 'Usage limit',
};

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number.isInteger(Number(text)) ? Number(text) : -1);

function VoucherForm({ actorRef }: { actorRef: EditorRef }) {
  const [values, setValues] = useState<VoucherValues>({ code: '', text: '', kind: 'PERCENT', percent: '', amount: '', currency: 'EUR', appliesTo: ['package'], validFrom: '', validUntil: '', usageLimit: '' });
  const errorOf = useFieldError(actorRef);
  const set = (change: Partial<VoucherValues>) => setValues((current) => ({ ...current, ...change }));
  const submit = () => {
    const input: AdminVoucherInput = {
      code: values.code,
      text: values.text,
      kind: values.kind,
      percent: values.kind === 'PERCENT' ? optionalNumber(values.percent) : null,
      amount: values.kind === 'FIXED' ? values.amount : null,
      currency: values.kind === 'FIXED' ? values.currency : null,
      appliesTo: values.appliesTo,
      validFrom: values.validFrom || null,
      validUntil: values.validUntil || null,
      usageLimit: optionalNumber(values.usageLimit),
    };
    actorRef.send({ type: 'editor.save', values: input });
  };
  const field = (name: keyof VoucherValues, extra: { description?: string; autoFocus?: boolean } = {}) => (
    <TextField id={fieldId(FORM_ID, name)} label={LABELS[name] ?? name} name={name} value={String(values[name])} error={errorOf(name)} onChange={(value) => set({ [name]: value })} {...extra} />
  );
  return (
    <EditForm actorRef={actorRef} formId={FORM_ID} label="New voucher" heading="New voucher" labels={(name) => LABELS[name] ?? name} saveText="Create the voucher" opener="New voucher" onSubmit={submit}>
      {field('code', { description: '2 to 32 letters, digits or dashes; stored in capitals.', autoFocus: true })}
      {field('text', { description: 'Shown in the checkout beside the discount.' })}
      <div className="text-field">
        <label className="text-field-label" htmlFor={fieldId(FORM_ID, 'kind')}>
          Kind
        </label>
        <select id={fieldId(FORM_ID, 'kind')} className="text-field-input" value={values.kind} onChange={(event) => set({ kind: event.target.value as AdminVoucherKind })}>
          {(Object.keys(KIND_LABELS) as AdminVoucherKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {values.kind === 'PERCENT' && field('percent', { description: 'A whole percent from 1 to 100.' })}
      {values.kind === 'FIXED' && (
        <>
          {field('amount', { description: 'E.g. 5.00.' })}
          {field('currency', { description: 'The voucher applies only to orders in this currency: CZK, EUR or USD.' })}
        </>
      )}
      <fieldset id={fieldId(FORM_ID, 'appliesTo')} tabIndex={-1} className="admin-checkboxes" aria-describedby={errorOf('appliesTo') ? `${FORM_ID}-appliesTo-error` : undefined}>
        <legend>Applies to</legend>
        {ITEM_TYPES.map((type) => (
          <Checkbox
            key={type.value}
            isSelected={values.appliesTo.includes(type.value)}
            onChange={(selected) => set({ appliesTo: selected ? [...values.appliesTo, type.value] : values.appliesTo.filter((value) => value !== type.value) })}
          >
            {type.label}
          </Checkbox>
        ))}
        {errorOf('appliesTo') && (
          <p id={`${FORM_ID}-appliesTo-error`} className="text-field-error">
            {errorOf('appliesTo')}
          </p>
        )}
      </fieldset>
      {field('validFrom', { description: 'YYYY-MM-DD; empty: from now.' })}
      {field('validUntil', { description: 'YYYY-MM-DD; empty: no end.' })}
      {field('usageLimit', { description: 'How many finished orders may use it; empty: no limit.' })}
    </EditForm>
  );
}
