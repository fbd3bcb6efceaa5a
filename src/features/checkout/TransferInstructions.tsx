import { BANK_TRANSFER_LABELS, BANK_TRANSFER_QR, BANK_TRANSFER_REFERENCE_HINT } from '../../../contracts/bank-transfer';
import type { TransferInstructions as Instructions } from './types';

/** How to pay by bank transfer, under the one set of words every screen uses (contracts/bank-transfer.ts). */
export function TransferInstructions({ instructions, headingLevel = 2 }: { instructions: Instructions; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: [string, string][] = [
    [BANK_TRANSFER_LABELS.amount, instructions.amount],
    [BANK_TRANSFER_LABELS.accountName, instructions.accountName],
    [BANK_TRANSFER_LABELS.iban, instructions.iban],
    ...(instructions.domesticAccount ? [[BANK_TRANSFER_LABELS.domesticAccount, instructions.domesticAccount] as [string, string]] : []),
    [BANK_TRANSFER_LABELS.bic, instructions.bic],
    [BANK_TRANSFER_LABELS.reference, instructions.reference],
  ];
  return (
    <>
      <Heading>How to pay</Heading>
      <dl className="payment-instructions">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{BANK_TRANSFER_REFERENCE_HINT}</p>
      {instructions.qrCodeUrl && (
        <figure className="payment-qr">
          <img src={instructions.qrCodeUrl} alt={BANK_TRANSFER_QR.alt} width={180} height={180} />
          <figcaption>{BANK_TRANSFER_QR.caption}</figcaption>
        </figure>
      )}
    </>
  );
}
