/**
 * /admin/lifecycle: the service lifecycle's settings and the daily job's latest runs (docs/admin.md, "Lifecycle"). The
 * catalogueEditor machine runs the page, as it runs the catalogue and VAT rates: Change the settings opens the form,
 * a refused save keeps what was typed with each field's message (the error summary takes the focus), a saved one is
 * announced in the focused notice.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { useLanguage, useT, type MessageId } from '../../../i18n/i18n';
import { TextField } from '../../../ui/TextField';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from '../catalogue/editor';
import { AdminTable } from '../list/AdminList';
import { fetchLifecycle, type AdminLifecycle, type AdminLifecycleRun } from './api/fetch-lifecycle';
import { saveLifecycleSettings } from './api/save-lifecycle-settings';
import { withAdminWords } from '../catalogue/words';

const FORM_ID = 'lifecycle-settings';
const TARGET = 'settings';

type SettingName = keyof AdminLifecycle['settings'];
type Translate = ReturnType<typeof useT>;

/**
 * Each setting, in the order shown: its label is `admin.lifecycle.setting.<name>` and what it does (with the range the
 * server holds it to) `admin.lifecycle.setting.<name>.help`.
 */
const SETTINGS: readonly SettingName[] = ['renewalLeadDays', 'hostingReminderDays', 'hostingGraceDays', 'archiveNoticeDays', 'domainReminderDays', 'domainGraceDays', 'redemptionDays', 'draftRetentionDays'];

const labelId = (name: SettingName) => `admin.lifecycle.setting.${name}` as const satisfies MessageId;
const helpId = (name: SettingName) => `admin.lifecycle.setting.${name}.help` as const satisfies MessageId;
const isSetting = (name: string): name is SettingName => (SETTINGS as readonly string[]).includes(name);
const asText = (value: number | readonly number[]) => (typeof value === 'number' ? String(value) : value.join(', '));

/** A moment in UTC, in the page's language: 'Nov 24, 2026, 9:00:00 AM UTC'. */
function useWhen(): (iso: string) => string {
  const t = useT();
  const language = useLanguage();
  return (iso) => t('admin.lifecycle.atUtc', { when: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) });
}

function save(_target: string, values: unknown): Promise<void> {
  return saveLifecycleSettings(values as Record<SettingName, string>);
}

function LifecyclePage() {
  const t = useT();
  const actorRef = useCatalogueEditor(fetchLifecycle, save);
  return (
    <section className="admin-section" aria-labelledby="admin-lifecycle-heading">
      <title>{t('admin.lifecycle.title')}</title>
      <h1 id="admin-lifecycle-heading">{t('admin.lifecycle.heading')}</h1>
      <p>{t('admin.lifecycle.intro')}</p>
      <SavedNotice actorRef={actorRef} text={() => t('admin.lifecycle.saved')} />
      <Loaded actorRef={actorRef} loading={t('admin.lifecycle.loading')}>
        <SettingsForm actorRef={actorRef} />
        <Settings actorRef={actorRef} />
        <Runs actorRef={actorRef} />
      </Loaded>
    </section>
  );
}

function Settings({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const when = useWhen();
  const data = useEditorData<AdminLifecycle>(actorRef);
  if (!data) return null;
  return (
    <section aria-labelledby="lifecycle-settings-heading">
      <h2 id="lifecycle-settings-heading">{t('admin.lifecycle.settings')}</h2>
      <dl className="admin-json">
        {SETTINGS.map((name) => (
          <div key={name}>
            <dt>{t(labelId(name))}</dt>
            <dd>{asText(data.settings[name]) || t('admin.lifecycle.none')}</dd>
          </div>
        ))}
      </dl>
      <p>{data.updatedAt ? t('admin.lifecycle.changed', { when: when(data.updatedAt), who: data.updatedBy ?? t('admin.lifecycle.formerOperator') }) : t('admin.lifecycle.defaults')}</p>
      <EditButton actorRef={actorRef} target={TARGET} label={t('admin.lifecycle.opener')}>
        {t('admin.lifecycle.opener')}
      </EditButton>
    </section>
  );
}

function SettingsForm({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminLifecycle>(actorRef);
  const isFormOpen = useIsFormOpen(actorRef);
  if (!data || !isFormOpen(TARGET)) return null;
  return <SettingsFields actorRef={actorRef} settings={data.settings} />;
}

function SettingsFields({ actorRef, settings }: { actorRef: EditorRef; settings: AdminLifecycle['settings'] }) {
  const t = useT();
  const [values, setValues] = useState<Record<SettingName, string>>(() => Object.fromEntries(SETTINGS.map((name) => [name, asText(settings[name])])) as Record<SettingName, string>);
  const errorOf = useFieldError(actorRef);
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label={t('admin.lifecycle.form')}
      heading={t('admin.lifecycle.formHeading')}
      labels={(name) => (isSetting(name) ? t(labelId(name)) : name)}
      saveText={t('admin.lifecycle.save')}
      opener={t('admin.lifecycle.opener')}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      {SETTINGS.map((name, index) => (
        <TextField
          key={name}
          id={fieldId(FORM_ID, name)}
          label={t(labelId(name))}
          name={name}
          value={values[name]}
          error={errorOf(name)}
          onChange={(value) => setValues((was) => ({ ...was, [name]: value }))}
          description={t(helpId(name))}
          autoFocus={index === 0}
        />
      ))}
    </EditForm>
  );
}

/** What a run's counts say, in words: '120 services looked at, 4 reminders sent' (each count's message, with its plural in Czech). */
const COUNT_WORDS: Record<string, MessageId> = {
  looked: 'admin.lifecycle.count.looked',
  expiring: 'admin.lifecycle.count.expiring',
  grace: 'admin.lifecycle.count.grace',
  expired: 'admin.lifecycle.count.expired',
  redemption: 'admin.lifecycle.count.redemption',
  released: 'admin.lifecycle.count.released',
  reminders: 'admin.lifecycle.count.reminders',
  renewalOrders: 'admin.lifecycle.count.renewalOrders',
  freeVersion: 'admin.lifecycle.count.freeVersion',
  archiveNotices: 'admin.lifecycle.count.archiveNotices',
  draftsDeleted: 'admin.lifecycle.count.draftsDeleted',
  transfersExpired: 'admin.lifecycle.count.transfersExpired',
};

/** A count in words; one the page does not know is shown by its name, split into words. */
function countInWords({ name, count }: { name: string; count: number }, t: Translate): string {
  const id = COUNT_WORDS[name];
  return id ? t(id, { count }) : `${count} ${name.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}

/** The counts above zero, separated by commas (each its own text, as each is its own message). */
function countsInWords(counts: readonly { name: string; count: number }[], t: Translate): ReactNode {
  const done = counts.filter((entry) => entry.count > 0);
  if (done.length === 0) return t('admin.lifecycle.nothing');
  return done.map((entry, index) => (
    <Fragment key={entry.name}>
      {index > 0 && ', '}
      {countInWords(entry, t)}
    </Fragment>
  ));
}

function duration(run: AdminLifecycleRun, t: Translate): string {
  if (!run.finishedAt) return t('admin.lifecycle.stillRunning');
  const seconds = Math.max(0, Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000));
  return seconds < 60 ? t('admin.lifecycle.seconds', { seconds }) : t('admin.lifecycle.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

const OUTCOMES: Record<AdminLifecycleRun['outcome'], MessageId> = { RUNNING: 'admin.lifecycle.outcome.running', FINISHED: 'admin.lifecycle.outcome.finished', FAILED: 'admin.lifecycle.outcome.failed' };

const RUN_COLUMNS: readonly MessageId[] = [
  'admin.lifecycle.column.started',
  'admin.lifecycle.column.asOf',
  'admin.lifecycle.column.duration',
  'admin.lifecycle.column.outcome',
  'admin.lifecycle.column.did',
  'admin.lifecycle.column.error',
];

function Runs({ actorRef }: { actorRef: EditorRef }) {
  const t = useT();
  const when = useWhen();
  const data = useEditorData<AdminLifecycle>(actorRef);
  if (!data) return null;
  return (
    <section aria-labelledby="lifecycle-runs-heading">
      <h2 id="lifecycle-runs-heading">{t('admin.lifecycle.runs')}</h2>
      {data.runs.length === 0 ? (
        <p>{t('admin.lifecycle.noRuns')}</p>
      ) : (
        <AdminTable caption={t('admin.lifecycle.runsCaption')} columns={RUN_COLUMNS.map((id) => t(id))}>
          {data.runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">{when(run.startedAt)}</th>
              <td>{when(run.asOf)}</td>
              <td>{duration(run, t)}</td>
              <td>{t(OUTCOMES[run.outcome])}</td>
              <td>{countsInWords(run.counts, t)}</td>
              <td>{run.error ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export default withAdminWords(LifecyclePage);
