/**
 * /admin/lifecycle: the service lifecycle's settings and the daily job's latest runs (docs/admin.md, "Lifecycle"). The
 * catalogueEditor machine runs the page, as it runs the catalogue and VAT rates: Change the settings opens the form,
 * a refused save keeps what was typed with each field's message (the error summary takes the focus), a saved one is
 * announced in the focused notice.
 */
import { useState } from 'react';
import { TextField } from '../../../ui/TextField';
import { EditButton, EditForm, fieldId, Loaded, SavedNotice, useCatalogueEditor, useEditorData, useFieldError, useIsFormOpen, type EditorRef } from '../catalogue/editor';
import { AdminTable } from '../list/AdminList';
import { fetchLifecycle, type AdminLifecycle, type AdminLifecycleRun } from './api/fetch-lifecycle';
import { saveLifecycleSettings } from './api/save-lifecycle-settings';

const FORM_ID = 'lifecycle-settings';
const TARGET = 'settings';
const OPENER = 'Change the settings';

type SettingName = keyof AdminLifecycle['settings'];

/** Each setting: its label and what it does (with the range the server holds it to). */
const SETTINGS: readonly { name: SettingName; label: string; description: string }[] = [
  { name: 'renewalLeadDays', label: 'Renewal window (days before the end)', description: 'The renewal order is made and the window opens this many days before a service ends. 1 to 120.' },
  { name: 'hostingReminderDays', label: 'Website reminders (days before the end)', description: 'Up to 6, separated by commas; 0 is the day itself. -60 to 120.' },
  { name: 'hostingGraceDays', label: 'Content kept on the free version (days)', description: 'After the end, a website runs the free version this long before it is archived. 1 to 365.' },
  { name: 'archiveNoticeDays', label: 'Last e-mail before archiving (days before)', description: 'Fewer than the days the content is kept. 1 to 60.' },
  { name: 'domainReminderDays', label: 'Domain reminders (days before expiry)', description: 'Up to 6, separated by commas; negative: after expiry. -60 to 120.' },
  { name: 'domainGraceDays', label: 'Domain grace (days, normal price)', description: 'After expiry, a domain renews at the normal price this long. 0 to 120.' },
  { name: 'redemptionDays', label: 'Domain redemption (days, restoration fee)', description: 'Then it can be restored for the fee this long before it is released. 0 to 120.' },
  { name: 'draftRetentionDays', label: 'Drafts kept (days)', description: 'Draft orders nobody touched this long are deleted. 7 to 3650.' },
];

const labelOf = (name: string) => SETTINGS.find((setting) => setting.name === name)?.label ?? name;
const asText = (value: number | readonly number[]) => (typeof value === 'number' ? String(value) : value.join(', '));
const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

function save(_target: string, values: unknown): Promise<void> {
  return saveLifecycleSettings(values as Record<SettingName, string>);
}

export default function LifecyclePage() {
  const actorRef = useCatalogueEditor(fetchLifecycle, save);
  return (
    <section className="admin-section" aria-labelledby="admin-lifecycle-heading">
      <title>Lifecycle · Back office</title>
      <h1 id="admin-lifecycle-heading">Lifecycle</h1>
      <p>How services run out: when the renewal window opens, when reminders go, how long a lapsed website and an expired domain are kept. The daily job uses the settings from its next run.</p>
      <SavedNotice actorRef={actorRef} text={() => 'The lifecycle settings were saved: the daily job uses them from its next run.'} />
      <Loaded actorRef={actorRef} what="the lifecycle">
        <SettingsForm actorRef={actorRef} />
        <Settings actorRef={actorRef} />
        <Runs actorRef={actorRef} />
      </Loaded>
    </section>
  );
}

function Settings({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminLifecycle>(actorRef);
  if (!data) return null;
  return (
    <section aria-labelledby="lifecycle-settings-heading">
      <h2 id="lifecycle-settings-heading">Settings</h2>
      <dl className="admin-json">
        {SETTINGS.map((setting) => (
          <div key={setting.name}>
            <dt>{setting.label}</dt>
            <dd>{asText(data.settings[setting.name]) || 'none'}</dd>
          </div>
        ))}
      </dl>
      <p>{data.updatedAt ? `Changed ${when(data.updatedAt)} by ${data.updatedBy ?? 'an operator no longer listed'}.` : 'The defaults of the trade: nobody has changed them.'}</p>
      <EditButton actorRef={actorRef} target={TARGET} label={OPENER}>
        {OPENER}
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
  const [values, setValues] = useState<Record<SettingName, string>>(() => Object.fromEntries(SETTINGS.map((setting) => [setting.name, asText(settings[setting.name])])) as Record<SettingName, string>);
  const errorOf = useFieldError(actorRef);
  return (
    <EditForm
      actorRef={actorRef}
      formId={FORM_ID}
      label="The lifecycle settings"
      heading="Change the lifecycle settings"
      labels={labelOf}
      saveText="Save the settings"
      opener={OPENER}
      onSubmit={() => actorRef.send({ type: 'editor.save', values })}
    >
      {SETTINGS.map((setting, index) => (
        <TextField
          key={setting.name}
          id={fieldId(FORM_ID, setting.name)}
          label={setting.label}
          name={setting.name}
          value={values[setting.name]}
          error={errorOf(setting.name)}
          onChange={(value) => setValues((was) => ({ ...was, [setting.name]: value }))}
          description={setting.description}
          autoFocus={index === 0}
        />
      ))}
    </EditForm>
  );
}

/** What a run's counts say, in words: '120 services looked at, 4 reminders sent'. */
const COUNT_WORDS: Record<string, string> = {
  looked: 'services looked at',
  expiring: 'renewal windows opened',
  grace: 'services lapsed into grace',
  expired: 'websites archived',
  redemption: 'domains into redemption',
  released: 'domains released',
  reminders: 'reminders sent',
  renewalOrders: 'renewal orders made',
  freeVersion: 'websites switched to the free version',
  archiveNotices: 'archive notices sent',
  draftsDeleted: 'drafts deleted',
  transfersExpired: 'bank transfers expired',
};

const wordsOf = (name: string) => COUNT_WORDS[name] ?? name.replace(/([A-Z])/g, ' $1').toLowerCase();

function countsInWords(counts: readonly { name: string; count: number }[]): string {
  const done = counts.filter((entry) => entry.count > 0);
  return done.length === 0 ? 'Nothing to do' : done.map((entry) => `${entry.count} ${wordsOf(entry.name)}`).join(', ');
}

function duration(run: AdminLifecycleRun): string {
  if (!run.finishedAt) return 'Still running';
  const seconds = Math.max(0, Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const OUTCOMES: Record<AdminLifecycleRun['outcome'], string> = { RUNNING: 'Running', FINISHED: 'Finished', FAILED: 'Failed' };

function Runs({ actorRef }: { actorRef: EditorRef }) {
  const data = useEditorData<AdminLifecycle>(actorRef);
  if (!data) return null;
  return (
    <section aria-labelledby="lifecycle-runs-heading">
      <h2 id="lifecycle-runs-heading">The daily job&apos;s runs</h2>
      {data.runs.length === 0 ? (
        <p>The daily job has not run yet.</p>
      ) : (
        <AdminTable caption="The daily job's latest runs, newest first" columns={['Started', 'As of', 'Duration', 'Outcome', 'What it did', 'Error']}>
          {data.runs.map((run) => (
            <tr key={run.id}>
              <th scope="row">{when(run.startedAt)}</th>
              <td>{when(run.asOf)}</td>
              <td>{duration(run)}</td>
              <td>{OUTCOMES[run.outcome]}</td>
              <td>{countsInWords(run.counts)}</td>
              <td>{run.error ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
