import QRCode from 'qrcode';
import generateEpcText from 'sepa-payment-qr-code';
import spayd from 'spayd';
import { minorUnitDigits, toDecimalString } from '../domain/money';

/** The currencies whose transfers a banking app's QR code standard takes: CZK (QR Platba) and EUR (EPC). */
export const QR_CURRENCIES: ReadonlySet<string> = new Set(['CZK', 'EUR']);

/** What a payment QR code carries: the transfer's account, amount and reference. */
export interface QrTransfer {
  accountName: string;
  iban: string;
  bic: string;
  variableSymbol: string;
  amount: { amountMinor: bigint; currency: string };
  orderIdentifier: string;
}

/**
 * The text of the QR code that banking apps scan to fill in the transfer: the Czech "QR Platba" (SPAYD, the Czech
 * Banking Association's Short Payment Descriptor) for CZK, the European Payments Council's SEPA code (EPC069-12)
 * for EUR. Null for other currencies: no banking app standard reads them.
 */
export function paymentQrText(transfer: QrTransfer): string | null {
  const amount = toDecimalString(transfer.amount.amountMinor, minorUnitDigits(transfer.amount.currency));
  if (transfer.amount.currency === 'CZK') {
    // The variable symbol is the reference Czech banks match by; the message names the order for the payer.
    return spayd({ acc: `${transfer.iban}+${transfer.bic}`, am: amount, cc: 'CZK', xvs: transfer.variableSymbol, msg: transfer.orderIdentifier, rn: transfer.accountName });
  }
  if (transfer.amount.currency === 'EUR') {
    // The reference as the instructions give it, so that the bank statement import finds the order by it.
    return generateEpcText({ name: transfer.accountName, iban: transfer.iban, bic: transfer.bic, amount: Number(amount), unstructuredReference: transfer.variableSymbol });
  }
  return null;
}

/** The QR code of the text as an SVG image, at the error correction level both standards ask for (M). */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** The same as a PNG image (for e-mail, where SVG is not shown), 8 pixels to a module. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}
