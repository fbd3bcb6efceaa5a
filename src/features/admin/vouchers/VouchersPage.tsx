/**
 * /admin/vouchers: every voucher with its limits and uses, a form for a new one (code, discount, item types, valid
 * from and until, usage limit) and disabling one after a confirmation (docs/admin.md). Each save waits for the
 * server; a refused one keeps what was typed, with each field's message.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useT, type MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { focusMover } from '../../../ui/focus';
import { TextField } from '../../../ui/TextField';
import type { AdminVoucherInput, AdminVoucherKind } from '../../../graphql/graphql';
import { EditForm, fieldId, Loaded, SavedNotice, SaveRefusal, useCatalogueEditor, useEditorData, useFieldError, type EditorRef } from '../catalogue/editor';
import { createVoucher } from './api/create-voucher';
import { disableVoucher } from './api/disable-voucher';
import { fetchVouchers, type AdminVoucher } from './api/fetch-vouchers';
import { withAdminWords } from '../catalogue/words';

const FORM_ID = 'voucher-form';
const NEW = 'new';
const DISABLE = 'disable:';

const ITEM_TYPES = [
  { value: 'package', label: 'admin.vouchers.type.package' },
  { value: 'addon', label: 'admin.vouchers.type.addon' },
  { value: 'plugin', label: 'admin.vouchers.type.plugin' },
  { value: 'domain', label: 'admin.vouchers.type.domain' },
  { value: 'private_registration', label: 'admin.vouchers.type.privateRegistration' },
] as const satisfies readonly { value: string; label: MessageId }[];

const KIND_LABELS: Record<AdminVoucherKind, MessageId> = { PERCENT: 'admin.vouchers.kind.percent', FIXED: 'admin.vouchers.kind.fixed', FREE_DOMAIN: 'admin.vouchers.kind.freeDomain' };

type Translate = ReturnType<typeof useT>;

function save(target: string, values: unknown): Promise<string> {
  if (target.startsWith(DISABLE)) return disableVoucher(target.slice(DISABLE.length));
  return createVoucher(values as AdminVoucherInput);
}

function VouchersPage() {
  const t = useT();
  const actorRef = useCatalogueEditor(fetchVouchers, save);
  const target = useSelector(actorRef, (state) => state.context.target);
  const isFormOpen = useSelector(actorRef, (state) => (state.matches('editing') || state.matches('saving') || state.matches('failed')) && state.context.target === NEW);
  return (
    <div className="admin-vouchers">
      <title>{t('admin.vouchers.title')}</title>
      <h1>{t('admin.vouchers.heading')}</h1>
      <SavedNotice actorRef={actorRef} text={(saved) => (saved.startsWith(DISABLE) ? t('admin.vouchers.saved.disabled', { code: saved.slice(DISABLE.length) }) : t('admin.vouchers.saved.created'))} />
      <Loaded actorRef={actorRef} loading={t('admin.vouchers.loading')}>
        {isFormOpen ? (
          <VoucherForm actorRef={actorRef} />
        ) : (
          <Button isDisabled={target !== null} onPress={() => actorRef.send({ type: 'editor.edit', target: NEW })}>
            {t('admin.vouchers.new')}
          </Button>
        )}
        <VoucherList actorRef={actorRef} />
      </Loaded>
    </div>
  );
}

/** When a voucher is valid: its days as stored (YYYY-MM-DD, as the form takes them). */
function limitsOf(voucher: AdminVoucher, t: Translate): string {
  const from = voucher.validFrom?.slice(0, 10);
  const until = voucher.validUntil?.slice(0, 10);
  if (from && until) return t('admin.vouchers.valid.fromUntil', { from, until });
  if (from) return t('admin.vouchers.valid.from', { from });
  return until ? t('admin.vouchers.valid.until', { until }) : t('admin.vouchers.valid.always');
}

function discountOf(voucher: AdminVoucher, t: Translate): ReactNode {
  if (voucher.kind === 'PERCENT') return `${voucher.percent ?? 0} %`;
  if (voucher.kind === 'FIXED') return <>{voucher.amount ?? ''} {voucher.currency ?? ''}</>;
  return t('admin.vouchers.kind.freeDomain');
}

/** The item types a voucher applies to, separated by commas (each its own text, as each is its own message); a type the page does not know as stored. */
function appliesToOf(voucher: AdminVoucher, t: Translate): ReactNode {
  return voucher.appliesTo.map((type, index) => {
    const label = ITEM_TYPES.find((item) => item.value === type)?.label;
    return (
      <Fragment key={type}>
        {index > 0 && ', '}
        {label ? t(label) : type}
      </Fragment>
    );
  });
}

function VoucherList({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const vouchers = useEditorData<AdminVoucher[]>(actorRef) ?? [];
  const confirming = useSelector(actorRef, (state) => (state.context.target?.startsWith(DISABLE) && !state.matches('saved') && !state.matches('viewing') ? state.context.target.slice(DISABLE.length) : null));
  const isBusy = useSelector(actorRef, (state) => state.context.target !== null && !state.matches('viewing') && !state.matches('saved'));
  return (
    <table className="admin-table">
      <caption>{t('admin.vouchers.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.vouchers.column.code')}</th>
          <th scope="col">{t('admin.vouchers.column.discount')}</th>
          <th scope="col">{t('admin.vouchers.column.appliesTo')}</th>
          <th scope="col">{t('admin.vouchers.column.valid')}</th>
          <th scope="col">{t('admin.vouchers.column.used')}</th>
          <th scope="col">{t('admin.vouchers.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {vouchers.map((voucher) => (
          <tr key={voucher.code}>
            <th scope="row">{voucher.code}</th>
            <td>{discountOf(voucher, t)}</td>
            <td>{appliesToOf(voucher, t)}</td>
            <td>{limitsOf(voucher, t)}</td>
            <td>{voucher.usageLimit === null ? `${voucher.usedCount}` : t('admin.vouchers.usedOf', { used: voucher.usedCount, limit: voucher.usageLimit })}</td>
            <td>
              {voucher.disabledAt ? (
                t('admin.vouchers.disabled')
              ) : confirming === voucher.code ? (
                <DisableConfirmation actorRef={actorRef} code={voucher.code} />
              ) : (
                <>
                  {t('admin.vouchers.active')}{' '}
                  <Button variant="outline" aria-label={t('admin.vouchers.disableCode', { code: voucher.code })} isDisabled={isBusy} onPress={() => actorRef.send({ type: 'editor.edit', target: `${DISABLE}${voucher.code}` })}>
                    {t('admin.vouchers.disable')}
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
  const t = useT();
  const isSaving = useSelector(actorRef, (state) => state.matches('saving'));
  const disableCode = t('admin.vouchers.disableCode', { code });
  const cancel = () => {
    actorRef.send({ type: 'editor.cancel' });
    focusMover.moveFocus(() => Array.from(document.querySelectorAll<HTMLElement>('[aria-label]')).find((element) => element.getAttribute('aria-label') === disableCode) ?? null);
  };
  return (
    <div role="group" aria-label={t('admin.vouchers.disableQuestion', { code })} className="admin-confirm">
      <SaveRefusal actorRef={actorRef} formId={`disable-${code}`} labels={(field) => field} />
      <p>{t('admin.vouchers.disableText', { code })}</p>
      <Button autoFocus isPending={isSaving} onPress={() => actorRef.send({ type: 'editor.save', values: null })}>
        {disableCode}
      </Button>{' '}
      <Button variant="outline" isDisabled={isSaving} onPress={cancel}>
        {t('admin.vouchers.keep')}
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

const LABELS: Record<string, MessageId> = {
  code: 'admin.vouchers.field.code',
  text: 'admin.vouchers.field.text',
  kind: 'admin.vouchers.field.kind',
  percent: 'admin.vouchers.field.percent',
  amount: 'admin.vouchers.field.amount',
  currency: 'admin.vouchers.field.currency',
  appliesTo: 'admin.vouchers.field.appliesTo',
  validFrom: 'admin.vouchers.field.validFrom',
  validUntil: 'admin.vouchers.field.validUntil',
  usageLimit: 'admin.vouchers.field.usageLimit',
};

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number.isInteger(Number(text)) ? Number(text) : -1);

function VoucherForm({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const labelOf = (name: string) => (LABELS[name] ? t(LABELS[name]) : name);
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
    <TextField id={fieldId(FORM_ID, name)} label={labelOf(name)} name={name} value={String(values[name])} error={errorOf(name)} onChange={(value) => set({ [name]: value })} {...extra} />
  );
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.vouchers.new')}
      heading={t('admin.vouchers.new')}
      labels={labelOf}
      saveText={t('admin.vouchers.create')}
      opener={t('admin.vouchers.new')}
      onSubmit={submit}
    >
      {field('code', { description: t('admin.vouchers.help.code'), autoFocus: true })}
      {field('text', { description: t('admin.vouchers.help.text') })}
      <div className="text-field">
        <label className="text-field-label" htmlFor={fieldId(FORM_ID, 'kind')}>
          {labelOf('kind')}
        </label>
        <select id={fieldId(FORM_ID, 'kind')} className="text-field-input" value={values.kind} onChange={(event) => set({ kind: event.target.value as AdminVoucherKind })}>
          {(Object.keys(KIND_LABELS) as AdminVoucherKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </div>
      {values.kind === 'PERCENT' && field('percent', { description: t('admin.vouchers.help.percent') })}
      {values.kind === 'FIXED' && (
        <>
          {field('amount', { description: t('admin.vouchers.help.amount') })}
          {field('currency', { description: t('admin.vouchers.help.currency') })}
        </>
      )}
      <fieldset id={fieldId(FORM_ID, 'appliesTo')} tabIndex={-1} className="admin-checkboxes" aria-describedby={errorOf('appliesTo') ? `${FORM_ID}-appliesTo-error` : undefined}>
        <legend>{labelOf('appliesTo')}</legend>
        {ITEM_TYPES.map((type) => (
          <Checkbox
            key={type.value}
            isSelected={values.appliesTo.includes(type.value)}
            onChange={(selected) => set({ appliesTo: selected ? [...values.appliesTo, type.value] : values.appliesTo.filter((value) => value !== type.value) })}
          >
            {t(type.label)}
          </Checkbox>
        ))}
        {errorOf('appliesTo') && (
          <p id={`${FORM_ID}-appliesTo-error`} className="text-field-error">
            {errorOf('appliesTo')}
          </p>
        )}
      </fieldset>
      {field('validFrom', { description: t('admin.vouchers.help.validFrom') })}
      {field('validUntil', { description: t('admin.vouchers.help.validUntil') })}
      {field('usageLimit', { description: t('admin.vouchers.help.usageLimit') })}
    </EditForm>
  );
}

export default withAdminWords(VouchersPage);
