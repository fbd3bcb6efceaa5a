/**
 * /admin/statements: importing a bank statement (camt.053 or CSV) with a preview of what each line would do, the
 * payments left to resolve, and marking a transfer paid by hand (docs/admin.md, "Bank statements"). The
 * statementImport and statementLines machines decide what is shown; this file wires them to the calls and draws
 * each state.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { STATEMENT_MAX_BYTES, type StatementLineOutcome } from '../../../../contracts/bank-statements';
import { IMPORT_FAILED_MESSAGE, PREVIEW_FAILED_MESSAGE, statementImportMachine, type PreviewLine } from '../../../../machines/statementImport';
import { ACTION_FAILED_MESSAGE, LINES_LOAD_FAILED_MESSAGE, statementLinesMachine, type LineResolution, type OpenLine } from '../../../../machines/statementLines';
import { inspectionOptions } from '../../../app/inspection';
import type { MessageId } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useFocusWhen } from '../../../ui/useFocusWhen';
import { useAdminWords, type AdminWords, type KnownPattern } from '../list/words';
import { fetchOpenLines } from './api/fetch-open-lines';
import { importStatement } from './api/import-statement';
import { markTransferPaid } from './api/mark-transfer-paid';
import { previewStatement } from './api/preview-statement';
import { resolveLine } from './api/resolve-line';
import './statements.css';

type ImportActorRef = ActorRefFrom<typeof statementImportMachine>;
type LinesActorRef = ActorRefFrom<typeof statementLinesMachine>;

/** Each line's outcome in the page's language (contracts/bank-statements.ts STATEMENT_OUTCOME_LABELS). */
const OUTCOME_IDS: Record<StatementLineOutcome, MessageId> = {
  PAID: 'admin.statements.outcome.paid',
  SHORT: 'admin.statements.outcome.short',
  OVER: 'admin.statements.outcome.over',
  UNKNOWN: 'admin.statements.outcome.unknown',
  RESOLVED: 'admin.statements.outcome.resolved',
  LEFT: 'admin.statements.outcome.left',
  REFUNDED: 'admin.statements.outcome.refunded',
  DEBIT: 'admin.statements.outcome.debit',
  ALREADY_IMPORTED: 'admin.statements.outcome.alreadyImported',
};

/** What the statementImport and statementLines machines say in English, by their message. */
const MACHINE_TEXTS: Record<string, MessageId> = {
  [IMPORT_FAILED_MESSAGE]: 'admin.statements.importFailed',
  [PREVIEW_FAILED_MESSAGE]: 'admin.statements.previewFailed',
  [LINES_LOAD_FAILED_MESSAGE]: 'admin.statements.openFailed',
  [ACTION_FAILED_MESSAGE]: 'admin.statements.actionFailed',
};

/** The machines' English texts with data in them: the file too large, and what became of a payment. */
function machinePatterns({ t }: AdminWords): KnownPattern[] {
  const what = (text: string) => {
    const payment = /^The payment of (?<amount>.+) \((?<reference>.*)\)$/.exec(text)?.groups;
    if (!payment) return t('admin.statements.thePayment');
    return t('admin.statements.paymentOf', { amount: payment.amount ?? '', reference: payment.reference === 'no reference' ? t('admin.statements.noReference') : (payment.reference ?? '') });
  };
  const payee = (text: string) => (text === 'the payer' ? t('admin.statements.thePayer') : text);
  const whatPattern = '(?<what>The payment(?: of .+ \\(.*\\))?)';
  return [
    { pattern: /^The statement is larger than (?<size>\d+) KB\. Export a shorter period and import it in parts\.$/, id: 'admin.statements.tooLarge' },
    { pattern: new RegExp(`^${whatPattern} was accepted: order (?<order>.*) is paid\\.$`), id: 'admin.statements.accepted', translate: { what } },
    { pattern: new RegExp(`^${whatPattern} is to be refunded to (?<payee>.+): send it from the bank, then mark the refund paid out on order (?<order>.*)'s refunds\\.$`), id: 'admin.statements.toRefund', translate: { what, payee } },
    { pattern: new RegExp(`^${whatPattern} was left\\.$`), id: 'admin.statements.left', translate: { what } },
    { pattern: /^Order (?<identifier>.+) is marked paid\.$/, id: 'admin.statements.markedPaid' },
  ];
}

/** A machine's message in the page's language. */
const machineText = (text: string, words: AdminWords) => words.message(text, MACHINE_TEXTS, machinePatterns(words));

const importLogic = statementImportMachine.provide({
  actors: {
    previewStatement: fromPromise(({ input }) => previewStatement(input.content)),
    importStatement: fromPromise(({ input }) => importStatement(input.content, input.fileName)),
  },
});

const linesLogic = statementLinesMachine.provide({
  actors: {
    fetchOpenLines: fromPromise(() => fetchOpenLines()),
    resolveLine: fromPromise(({ input }) => resolveLine(input)),
    markTransferPaid: fromPromise(({ input }) => markTransferPaid(input)),
  },
});

export default function StatementsPage() {
  const importRef = useActorRef(importLogic, inspectionOptions());
  const linesRef = useActorRef(linesLogic, inspectionOptions());
  const isDone = useSelector(importRef, (state) => state.matches('done'));
  useEffect(() => {
    // A finished import may have left new payments to resolve.
    if (isDone) linesRef.send({ type: 'lines.reload' });
  }, [isDone, linesRef]);
  const { t } = useAdminWords();
  return (
    <div className="statements">
      <title>{t('admin.shell.section.statements')}</title>
      <h1>{t('admin.shell.section.statements')}</h1>
      <ImportSection actorRef={importRef} />
      <OpenLinesSection actorRef={linesRef} />
      <ManualPaymentSection actorRef={linesRef} />
    </div>
  );
}

function ImportSection({ actorRef }: { actorRef: ImportActorRef }) {
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const isParsing = useSelector(actorRef, (state) => state.matches('parsing'));
  const isImporting = useSelector(actorRef, (state) => state.matches('importing'));
  const isUnreadable = useSelector(actorRef, (state) => state.matches('unreadable'));
  const isPreview = useSelector(actorRef, (state) => state.matches('preview'));
  const isDone = useSelector(actorRef, (state) => state.matches('done'));
  const isFailed = useSelector(actorRef, (state) => state.matches('failed'));
  const fileName = useSelector(actorRef, (state) => state.context.fileName);
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const canConfirm = useSelector(actorRef, (state) => state.can({ type: 'statement.confirm' }));
  const lines = useSelector(actorRef, (state) => state.context.lines);
  const result = useSelector(actorRef, (state) => state.context.result);
  const unreadableRef = useFocusWhen<HTMLDivElement>(isUnreadable, errorMessage);
  const previewRef = useFocusWhen<HTMLHeadingElement>(isPreview, lines);
  const doneRef = useFocusWhen<HTMLHeadingElement>(isDone);
  const failedRef = useFocusWhen<HTMLDivElement>(isFailed, errorMessage);
  const words = useAdminWords();
  const { t, number } = words;
  const file = fileName ?? t('admin.statements.theFile');
  const error = errorMessage === null ? '' : machineText(errorMessage, words);

  const fileInput = useRef<HTMLInputElement>(null);
  const choose = async (files: readonly File[] | null) => {
    const file = files?.[0];
    if (!file) return;
    // Too large a file is refused by the machine before it is read.
    const content = file.size > STATEMENT_MAX_BYTES ? '' : await file.text();
    actorRef.send({ type: 'statement.fileChosen', fileName: file.name, size: file.size, content });
    // Refused again at once (too large once more): the same alert stays, and takes the focus again to say so.
    if (actorRef.getSnapshot().matches('unreadable')) requestAnimationFrame(() => unreadableRef.current?.focus());
  };

  return (
    <section aria-labelledby="statement-import-heading" className="statements-import">
      <h2 id="statement-import-heading">{t('admin.statements.import')}</h2>
      <p>{t('admin.statements.importExplained', { size: number(STATEMENT_MAX_BYTES / 1024) })}</p>
      {/* The browser's own file picker, opened by the button; emptied after each choice so the same file can be chosen again. */}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".xml,.csv,text/xml,application/xml,text/csv"
        onChange={(event) => {
          const { files } = event.currentTarget;
          void choose(files ? [...files] : null);
          event.currentTarget.value = '';
        }}
      />
      <Button variant={isPreview || isDone ? 'outline' : 'primary'} isDisabled={isBusy} onPress={() => fileInput.current?.click()}>
        {t('admin.statements.choose')}
      </Button>
      {isParsing && <p role="status">{t('admin.statements.reading', { file })}</p>}
      {isUnreadable && (
        <div role="alert" tabIndex={-1} ref={unreadableRef} className="statements-error">
          <p>{t('admin.statements.cannotImport', { file, error })}</p>
          <p>{t('admin.statements.nothingWritten')}</p>
        </div>
      )}
      {(isPreview || isImporting || isFailed) && (
        <>
          <h3 id="statement-preview-heading" tabIndex={-1} ref={previewRef}>
            {t('admin.statements.preview', { file })}
          </h3>
          <LinesTable lines={lines} caption={t('admin.statements.wouldDo', { file })} />
          {!canConfirm && isPreview && <p>{t('admin.statements.allImported')}</p>}
          <div className="statements-actions">
            {isPreview && (
              <Button isDisabled={!canConfirm} onPress={() => actorRef.send({ type: 'statement.confirm' })}>
                {t('admin.statements.confirm')}
              </Button>
            )}
            {(isPreview || isFailed) && (
              <Button variant="outline" onPress={() => actorRef.send({ type: 'statement.back' })}>
                {t('admin.statements.back')}
              </Button>
            )}
          </div>
        </>
      )}
      {isImporting && <p role="status">{t('admin.statements.importing', { file })}</p>}
      {isFailed && (
        <div role="alert" tabIndex={-1} ref={failedRef} className="statements-error">
          <p>{error}</p>
          <Button onPress={() => actorRef.send({ type: 'statement.confirm' })}>{t('admin.statements.tryAgain')}</Button>
        </div>
      )}
      {isDone && result && (
        <>
          <h3 tabIndex={-1} ref={doneRef}>
            {t(result.statementId ? 'admin.statements.imported' : 'admin.statements.nothingNew', { file })}
          </h3>
          <p>{summary(result.lines, result.statementId !== null, words)}</p>
          <LinesTable lines={result.lines} caption={t('admin.statements.did', { file })} />
        </>
      )}
    </section>
  );
}

function summary(lines: PreviewLine[], wroteAnything: boolean, { t }: AdminWords): string {
  if (!wroteAnything) return t('admin.statements.importedBefore');
  const paid = lines.filter((line) => line.outcome === 'PAID').length;
  const open = lines.filter((line) => line.outcome === 'SHORT' || line.outcome === 'OVER' || line.outcome === 'UNKNOWN').length;
  return t('admin.statements.summary', { paid, open });
}

/** A line's outcome, with the order it names: 'Pays the order: ORD-7K2M9QXA'. */
function OutcomeText({ line }: { line: { outcome: PreviewLine['outcome']; orderIdentifier: string | null } }) {
  const { t } = useAdminWords();
  const label = t(OUTCOME_IDS[line.outcome]);
  return line.orderIdentifier ? (
    <>
      {label}: {line.orderIdentifier}
    </>
  ) : (
    label
  );
}

function LinesTable({ lines, caption }: { lines: PreviewLine[]; caption: string }) {
  const { t, number } = useAdminWords();
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.statements.column.line')}</th>
          <th scope="col">{t('admin.statements.column.date')}</th>
          <th scope="col">{t('admin.statements.column.amount')}</th>
          <th scope="col">{t('admin.statements.column.reference')}</th>
          <th scope="col">{t('admin.statements.column.counterparty')}</th>
          <th scope="col">{t('admin.statements.column.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.position}>
            <td>{number(line.position)}</td>
            <td>{line.bookedOn}</td>
            <td>{line.amountFormatted}</td>
            <td>{line.reference}</td>
            <td>{line.counterparty}</td>
            <td>
              <OutcomeText line={line} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OpenLinesSection({ actorRef }: { actorRef: LinesActorRef }) {
  const isLoading = useSelector(actorRef, (state) => state.matches('loading'));
  const isFailed = useSelector(actorRef, (state) => state.matches('failed'));
  const isReady = useSelector(actorRef, (state) => state.matches('ready'));
  const errorMessage = useSelector(actorRef, (state) => state.context.errorMessage);
  const lines = useSelector(actorRef, (state) => state.context.lines);
  const words = useAdminWords();
  const { t } = words;
  return (
    <section aria-labelledby="statement-open-heading" className="statements-open">
      <h2 id="statement-open-heading">{t('admin.statements.open')}</h2>
      <ActionOutcome actorRef={actorRef} />
      {isLoading && <p role="status">{t('admin.statements.openLoading')}</p>}
      {isFailed && (
        <div className="statements-error">
          <p role="alert">{errorMessage === null ? null : machineText(errorMessage, words)}</p>
          <Button onPress={() => actorRef.send({ type: 'lines.retry' })}>{t('admin.statements.tryAgain')}</Button>
        </div>
      )}
      {isReady && lines.length === 0 && <p>{t('admin.statements.openEmpty')}</p>}
      {isReady && lines.length > 0 && (
        <ul className="statements-lines" aria-label={t('admin.statements.open')}>
          {lines.map((line) => (
            <OpenLineItem key={line.id} line={line} actorRef={actorRef} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What became of the last action: a notice, or the server's refusal; focused when it appears. */
function ActionOutcome({ actorRef }: { actorRef: LinesActorRef }) {
  const notice = useSelector(actorRef, (state) => (state.matches({ ready: 'idle' }) ? state.context.notice : null));
  const refusal = useSelector(actorRef, (state) => (state.matches({ ready: 'refused' }) ? state.context.errorMessage : null));
  const noticeRef = useFocusWhen<HTMLParagraphElement>(notice !== null, notice);
  const refusalRef = useFocusWhen<HTMLParagraphElement>(refusal !== null, refusal);
  const words = useAdminWords();
  return (
    <>
      {notice && (
        <p role="status" tabIndex={-1} ref={noticeRef} className="statements-notice">
          {machineText(notice, words)}
        </p>
      )}
      {refusal && (
        <p role="alert" tabIndex={-1} ref={refusalRef} className="statements-error">
          {machineText(refusal, words)}
        </p>
      )}
    </>
  );
}

function OpenLineItem({ line, actorRef }: { line: OpenLine; actorRef: LinesActorRef }) {
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  // Kept while the server refuses, so the operator corrects rather than retypes.
  const [reason, setReason] = useState('');
  const [orderIdentifier, setOrderIdentifier] = useState('');
  const headingId = `open-line-${line.id}`;
  const { t } = useAdminWords();
  const resolve = (action: LineResolution['action']) => actorRef.send({ type: 'lines.resolve', lineId: line.id, action, reason, orderIdentifier: orderIdentifier.trim() || null });
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.statements.lineHeading', { outcome: t(OUTCOME_IDS[line.outcome]), amount: line.amountFormatted, date: line.bookedOn })}</h3>
      <p>
        {t(line.payerAccount ? 'admin.statements.lineFromAccount' : 'admin.statements.lineFrom', {
          reference: line.reference || t('admin.statements.noneReference'),
          payer: line.counterparty || t('admin.statements.unnamedPayer'),
          account: line.payerAccount,
        })}{' '}
        {line.refundable
          ? t('admin.statements.secondPayment', { order: line.orderIdentifier ?? '' })
          : line.orderIdentifier
            ? line.orderTotalFormatted
              ? t('admin.statements.namesOrderCosting', { order: line.orderIdentifier, total: line.orderTotalFormatted })
              : t('admin.statements.namesOrder', { order: line.orderIdentifier })
            : t('admin.statements.namesNoOrder')}
      </p>
      <div className="statements-form">
        {!line.orderIdentifier && (
          <TextField label={t('admin.statements.orderItPays')} name="orderIdentifier" value={orderIdentifier} error={null} onChange={setOrderIdentifier} description={t('admin.statements.orderHint')} />
        )}
        <TextField
          label={t('admin.statements.reason')}
          name="reason"
          value={reason}
          error={null}
          onChange={setReason}
          description={t(line.refundable ? 'admin.statements.reasonRefund' : 'admin.statements.reasonMarkPaid')}
        />
        <div className="statements-actions">
          {line.refundable ? (
            <Button isDisabled={isBusy} onPress={() => resolve('REFUND')}>
              {t('admin.statements.refundOverpayment')}
            </Button>
          ) : (
            <Button isDisabled={isBusy} onPress={() => resolve('MARK_PAID')}>
              {t('admin.statements.markPaidAnyway')}
            </Button>
          )}
          <Button variant="outline" isDisabled={isBusy} onPress={() => resolve('LEAVE')}>
            {t('admin.statements.leaveIt')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function ManualPaymentSection({ actorRef }: { actorRef: LinesActorRef }) {
  const isBusy = useSelector(actorRef, (state) => state.hasTag('busy'));
  const [orderIdentifier, setOrderIdentifier] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { t } = useAdminWords();
  return (
    <section aria-labelledby="statement-manual-heading" className="statements-manual">
      <h2 id="statement-manual-heading">{t('admin.statements.manual')}</h2>
      <p>{t('admin.statements.manualExplained')}</p>
      <form
        className="statements-form"
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'lines.markPaid', orderIdentifier: orderIdentifier.trim(), amount: amount.trim(), reason });
        }}
      >
        <TextField label={t('admin.statements.order')} name="manualOrderIdentifier" value={orderIdentifier} error={null} onChange={setOrderIdentifier} description={t('admin.statements.orderHint')} />
        <TextField label={t('admin.statements.amountReceived')} name="manualAmount" value={amount} error={null} onChange={setAmount} description={t('admin.statements.amountHint')} />
        <TextField label={t('admin.statements.reason')} name="manualReason" value={reason} error={null} onChange={setReason} description={t('admin.statements.reasonRequired')} />
        <Button type="submit" isDisabled={isBusy}>
          {t('admin.statements.markPaid')}
        </Button>
      </form>
    </section>
  );
}
