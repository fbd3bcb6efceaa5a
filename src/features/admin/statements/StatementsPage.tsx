/**
 * /admin/statements: importing a bank statement (camt.053 or CSV) with a preview of what each line would do, the
 * payments left to resolve, and marking a transfer paid by hand (docs/admin.md, "Bank statements"). The
 * statementImport and statementLines machines decide what is shown; this file wires them to the calls and draws
 * each state.
 */
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { STATEMENT_MAX_BYTES, STATEMENT_OUTCOME_LABELS } from '../../../../contracts/bank-statements';
import { statementImportMachine, type PreviewLine } from '../../../../machines/statementImport';
import { statementLinesMachine, type LineResolution, type OpenLine } from '../../../../machines/statementLines';
import { inspectionOptions } from '../../../app/inspection';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useFocusWhen } from '../../../ui/useFocusWhen';
import { fetchOpenLines } from './api/fetch-open-lines';
import { importStatement } from './api/import-statement';
import { markTransferPaid } from './api/mark-transfer-paid';
import { previewStatement } from './api/preview-statement';
import { resolveLine } from './api/resolve-line';
import './statements.css';

type ImportActorRef = ActorRefFrom<typeof statementImportMachine>;
type LinesActorRef = ActorRefFrom<typeof statementLinesMachine>;

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
  return (
    <div className="statements">
      <title>Bank statements</title>
      <h1>Bank statements</h1>
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
      <h2 id="statement-import-heading">Import a statement</h2>
      <p>
        A camt.053 XML statement as your bank exports it, or a CSV with the columns date, amount, currency, reference, transaction_id, counterparty; at most{' '}
        {STATEMENT_MAX_BYTES / 1024} KB. You see what each payment would do before anything is written.
      </p>
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
        Choose a statement file
      </Button>
      {isParsing && <p role="status">Reading {fileName}…</p>}
      {isUnreadable && (
        <div role="alert" tabIndex={-1} ref={unreadableRef} className="statements-error">
          <p>
            {fileName} cannot be imported: {errorMessage}
          </p>
          <p>Nothing was written. Choose a corrected file.</p>
        </div>
      )}
      {(isPreview || isImporting || isFailed) && (
        <>
          <h3 id="statement-preview-heading" tabIndex={-1} ref={previewRef}>
            Preview of {fileName}
          </h3>
          <LinesTable lines={lines} caption={`What importing ${fileName ?? 'the file'} would do`} />
          {!canConfirm && isPreview && <p>Every payment in this file has been imported already: importing it again changes nothing.</p>}
          <div className="statements-actions">
            {isPreview && (
              <Button isDisabled={!canConfirm} onPress={() => actorRef.send({ type: 'statement.confirm' })}>
                Confirm the import
              </Button>
            )}
            {(isPreview || isFailed) && (
              <Button variant="outline" onPress={() => actorRef.send({ type: 'statement.back' })}>
                Back
              </Button>
            )}
          </div>
        </>
      )}
      {isImporting && <p role="status">Importing {fileName}…</p>}
      {isFailed && (
        <div role="alert" tabIndex={-1} ref={failedRef} className="statements-error">
          <p>{errorMessage}</p>
          <Button onPress={() => actorRef.send({ type: 'statement.confirm' })}>Try again</Button>
        </div>
      )}
      {isDone && result && (
        <>
          <h3 tabIndex={-1} ref={doneRef}>
            {result.statementId ? `${fileName} is imported` : `Nothing new in ${fileName}`}
          </h3>
          <p>{summary(result.lines, result.statementId !== null)}</p>
          <LinesTable lines={result.lines} caption={`What importing ${fileName ?? 'the file'} did`} />
        </>
      )}
    </section>
  );
}

function summary(lines: PreviewLine[], wroteAnything: boolean): string {
  if (!wroteAnything) return 'Every payment in this file had been imported before: nothing changed.';
  const paid = lines.filter((line) => line.outcome === 'PAID').length;
  const open = lines.filter((line) => line.outcome === 'SHORT' || line.outcome === 'OVER' || line.outcome === 'UNKNOWN').length;
  return `${paid} ${paid === 1 ? 'payment paid its order' : 'payments paid their orders'}; ${open} ${open === 1 ? 'payment is' : 'payments are'} left to resolve below.`;
}

function outcomeText(line: { outcome: PreviewLine['outcome']; orderIdentifier: string | null }): string {
  const label = STATEMENT_OUTCOME_LABELS[line.outcome];
  return line.orderIdentifier ? `${label}: ${line.orderIdentifier}` : label;
}

function LinesTable({ lines, caption }: { lines: PreviewLine[]; caption: string }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Reference</th>
          <th scope="col">From / to</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.position}>
            <td>{line.position}</td>
            <td>{line.bookedOn}</td>
            <td>{line.amountFormatted}</td>
            <td>{line.reference}</td>
            <td>{line.counterparty}</td>
            <td>{outcomeText(line)}</td>
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
  return (
    <section aria-labelledby="statement-open-heading" className="statements-open">
      <h2 id="statement-open-heading">Payments to resolve</h2>
      <ActionOutcome actorRef={actorRef} />
      {isLoading && <p role="status">Loading the open payments…</p>}
      {isFailed && (
        <div className="statements-error">
          <p role="alert">{errorMessage}</p>
          <Button onPress={() => actorRef.send({ type: 'lines.retry' })}>Try again</Button>
        </div>
      )}
      {isReady && lines.length === 0 && <p>No payment is waiting for you.</p>}
      {isReady && lines.length > 0 && (
        <ul className="statements-lines" aria-label="Payments to resolve">
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
  return (
    <>
      {notice && (
        <p role="status" tabIndex={-1} ref={noticeRef} className="statements-notice">
          {notice}
        </p>
      )}
      {refusal && (
        <p role="alert" tabIndex={-1} ref={refusalRef} className="statements-error">
          {refusal}
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
  const resolve = (action: LineResolution['action']) => actorRef.send({ type: 'lines.resolve', lineId: line.id, action, reason, orderIdentifier: orderIdentifier.trim() || null });
  return (
    <li aria-labelledby={headingId}>
      <h3 id={headingId}>
        {STATEMENT_OUTCOME_LABELS[line.outcome]}: {line.amountFormatted} on {line.bookedOn}
      </h3>
      <p>
        Reference “{line.reference || 'none'}” from {line.counterparty || 'an unnamed payer'}
        {line.payerAccount ? ` (account ${line.payerAccount})` : ''}.{' '}
        {line.refundable
          ? `It names order ${line.orderIdentifier ?? ''}, which was paid already: this is a second payment, to refund to the payer.`
          : line.orderIdentifier
            ? `It names order ${line.orderIdentifier}${line.orderTotalFormatted ? `, which costs ${line.orderTotalFormatted}` : ''}.`
            : 'It names no order awaiting a transfer.'}
      </p>
      <div className="statements-form">
        {!line.orderIdentifier && <TextField label="Order it pays" name="orderIdentifier" value={orderIdentifier} error={null} onChange={setOrderIdentifier} description="e.g. ORD-7K2M9QXA" />}
        <TextField
          label="Reason"
          name="reason"
          value={reason}
          error={null}
          onChange={setReason}
          description={line.refundable ? "Required to refund it; kept in the order's history." : "Required to mark it paid; kept in the order's history."}
        />
        <div className="statements-actions">
          {line.refundable ? (
            <Button isDisabled={isBusy} onPress={() => resolve('REFUND')}>
              Refund the overpayment
            </Button>
          ) : (
            <Button isDisabled={isBusy} onPress={() => resolve('MARK_PAID')}>
              Mark paid anyway
            </Button>
          )}
          <Button variant="outline" isDisabled={isBusy} onPress={() => resolve('LEAVE')}>
            Leave it
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
  return (
    <section aria-labelledby="statement-manual-heading" className="statements-manual">
      <h2 id="statement-manual-heading">Mark a transfer paid by hand</h2>
      <p>For a transfer that reached the account but is on no statement you can import. The order is paid, invoiced and the customer told, as for a matched payment.</p>
      <form
        className="statements-form"
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'lines.markPaid', orderIdentifier: orderIdentifier.trim(), amount: amount.trim(), reason });
        }}
      >
        <TextField label="Order" name="manualOrderIdentifier" value={orderIdentifier} error={null} onChange={setOrderIdentifier} description="e.g. ORD-7K2M9QXA" />
        <TextField label="Amount received" name="manualAmount" value={amount} error={null} onChange={setAmount} description="In the order's currency, e.g. 121.00" />
        <TextField label="Reason" name="manualReason" value={reason} error={null} onChange={setReason} description="Required; kept in the order's history." />
        <Button type="submit" isDisabled={isBusy}>
          Mark paid
        </Button>
      </form>
    </section>
  );
}
