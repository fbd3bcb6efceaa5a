/** Bank statements as banks export them, written for the tests of the statement import (API and browser). */

export interface TestStatementEntry {
  /** The bank's unique reference of the entry (AcctSvcrRef / transaction_id). */
  bankReference: string;
  /** Decimal, as banks write it: '121.00'. */
  amount: string;
  currency?: string;
  /** Money going out when true. */
  debit?: boolean;
  /** The payment reference the payer gave; structured (CdtrRefInf) unless `unstructured`. */
  reference?: string;
  unstructured?: boolean;
  bookedOn?: string;
  counterparty?: string;
  /** The counterparty's account (an IBAN); none unless given. */
  counterpartyAccount?: string;
}

export const TEST_IBAN = 'CZ6508000000192000145399';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function camtEntry(entry: TestStatementEntry): string {
  const reference = entry.reference ?? '';
  const remittance = entry.unstructured
    ? `<RmtInf><Ustrd>${escapeXml(reference)}</Ustrd></RmtInf>`
    : `<RmtInf><Strd><CdtrRefInf><Ref>${escapeXml(reference)}</Ref></CdtrRefInf></Strd></RmtInf>`;
  const party = entry.debit ? 'Cdtr' : 'Dbtr';
  const account = entry.counterpartyAccount ? `<${party}Acct><Id><IBAN>${escapeXml(entry.counterpartyAccount)}</IBAN></Id></${party}Acct>` : '';
  return `
      <Ntry>
        <Amt Ccy="${entry.currency ?? 'EUR'}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${entry.bookedOn ?? '2026-11-23'}</Dt></BookgDt>
        <ValDt><Dt>${entry.bookedOn ?? '2026-11-23'}</Dt></ValDt>
        <AcctSvcrRef>${escapeXml(entry.bankReference)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${escapeXml(entry.bankReference)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><${party}><Nm>${escapeXml(entry.counterparty ?? 'Jana Nováková')}</Nm></${party}>${account}</RltdPties>
          ${remittance}
        </TxDtls></NtryDtls>
      </Ntry>`;
}

/** A camt.053.001.02 statement of the portal's account holding the entries, in order. */
export function camt053(entries: TestStatementEntry[], statementId = 'STMT-2026-11-23'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${statementId}</MsgId><CreDtTm>2026-11-23T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <CreDtTm>2026-11-23T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${TEST_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.map(camtEntry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/**
 * The portal's CSV: a header and one line per entry, a debit as a negative amount; the optional counterparty_account
 * column only when an entry names an account.
 */
export function statementCsv(entries: TestStatementEntry[]): string {
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const accounts = entries.some((entry) => entry.counterpartyAccount);
  const lines = entries.map((entry) =>
    [
      entry.bookedOn ?? '2026-11-23',
      `${entry.debit ? '-' : ''}${entry.amount}`,
      entry.currency ?? 'EUR',
      quote(entry.reference ?? ''),
      entry.bankReference,
      quote(entry.counterparty ?? 'Jana Nováková'),
      ...(accounts ? [entry.counterpartyAccount ?? ''] : []),
    ].join(','),
  );
  return [`date,amount,currency,reference,transaction_id,counterparty${accounts ? ',counterparty_account' : ''}`, ...lines].join('\n') + '\n';
}
