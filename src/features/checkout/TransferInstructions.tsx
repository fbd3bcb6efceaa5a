import { useT, type MessageId } from '../../i18n/i18n';
import type { TransferInstructions as Instructions } from './types';

/**
 * How to pay by bank transfer, under the one set of words every screen uses: contracts/bank-transfer.ts in English
 * (the e-mails and the server's use it), the checkout catalogue's checkout.transfer.* in the page's language.
 */
export function TransferInstructions({ instructions, headingLevel = 2 }: { instructions: Instructions; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: [MessageId, string][] = [
    ['checkout.transfer.amount', instructions.amount],
    ['checkout.transfer.accountName', instructions.accountName],
    ['checkout.transfer.iban', instructions.iban],
    ...(instructions.domesticAccount ? [['checkout.transfer.domesticAccount', instructions.domesticAccount] as [MessageId, string]] : []),
    ['checkout.transfer.bic', instructions.bic],
    ['checkout.transfer.reference', instructions.reference],
  ];
  return (
    <>
      <Heading>{t('checkout.transfer.heading')}</Heading>
      <dl className="payment-instructions">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{t(term)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('checkout.transfer.referenceHint')}</p>
      {instructions.qrCodeUrl && (
        <figure className="payment-qr">
          <img src={instructions.qrCodeUrl} alt={t('checkout.transfer.qrAlt')} width={180} height={180} />
          <figcaption>{t('checkout.transfer.qrCaption')}</figcaption>
        </figure>
      )}
    </>
  );
}
