/**
 * How to pay an order by bank transfer: the account, the reference (a Czech variable symbol), the amount and where
 * its payment QR code is. Read by the checkout's outcome page, the order-received e-mail, the QR code route and the
 * statement import; the transfer payment method (server/payments/transfer.ts) uses it and nothing here sends or stores.
 */
import type { Money } from '../domain/money';
import { czechDomesticAccount } from '../domain/czech-account';
import { orderIdentifierNumber } from '../domain/order-identifier';
import { PAYMENT_METHOD_NAMES } from '../../contracts/payment-methods';
import { paymentQrText, QR_CURRENCIES } from './qr';

/** ISO 13616: two letters, two check digits, up to 30 letters or digits; the whole, rearranged, is 1 mod 97. */
export function isValidIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const VARIABLE_SYMBOL_DIGITS = 10;

/**
 * The reference of a bank transfer: Czech banks take a variable symbol of at most 10 digits. The 8 base32
 * characters of `ORD-XXXXXXXX` are read as a 40-bit number, and its last 10 decimal digits are the symbol; other
 * identifiers (the demo orders') fall back to the digits of their characters' codes.
 */
export function variableSymbol(orderIdentifier: string): string {
  let number = orderIdentifierNumber(orderIdentifier);
  if (number === null) {
    number = 0n;
    for (const char of orderIdentifier) number = (number * 131n + BigInt(char.charCodeAt(0))) % 10n ** 18n;
  }
  return (number % 10n ** BigInt(VARIABLE_SYMBOL_DIGITS)).toString().padStart(VARIABLE_SYMBOL_DIGITS, '0');
}

/** The seller's bank account shown in the payment instructions of a bank transfer (PaymentsConfig.transfer). */
export interface TransferAccount {
  accountName: string;
  iban: string;
  bic: string;
}

/** The order fields the payment instructions need. */
export interface TransferOrder {
  identifier: string;
  status: string;
  currency: string;
  total_minor: bigint | null;
  payment_service_name: string | null;
}

export interface PaymentInstructions {
  accountName: string;
  iban: string;
  /** The account as Czech customers write it (`19-2000145399/0800`); null for an account outside Czechia. */
  domesticAccount: string | null;
  bic: string;
  variableSymbol: string;
  amount: Money;
  /** Where the order's payment QR code is (./qr.ts); null in a currency no banking app's code takes. */
  qrCodeUrl: string | null;
}

/** The payment QR code of an order that awaits a bank transfer, as an SVG image for its owner. */
export const paymentQrCodeUrl = (orderIdentifier: string) => `/api/orders/${orderIdentifier}/payment-qr.svg`;

/**
 * How to pay an order by bank transfer (Order.paymentInstructions): only for an order that awaits a transfer,
 * that is, finished with bank-transfer and something left to pay; null for any other order, and when no account is
 * configured.
 */
/** The part of the payment settings (server/payments/config.ts) that bank transfers read: the account, if any. */
export interface TransferSettings {
  transfer?: TransferAccount | undefined;
}

export function paymentInstructions(order: TransferOrder, config: TransferSettings): PaymentInstructions | null {
  if (order.status !== 'awaiting_payment' || order.payment_service_name !== PAYMENT_METHOD_NAMES.transfer) return null;
  if (order.total_minor === null || order.total_minor <= 0n) return null;
  const account = config.transfer;
  if (account === undefined) return null;
  return {
    accountName: account.accountName,
    iban: account.iban,
    domesticAccount: czechDomesticAccount(account.iban),
    bic: account.bic,
    variableSymbol: variableSymbol(order.identifier),
    amount: { amountMinor: order.total_minor, currency: order.currency },
    qrCodeUrl: QR_CURRENCIES.has(order.currency) ? paymentQrCodeUrl(order.identifier) : null,
  };
}

/** The text of the order's payment QR code from its instructions; null when its currency has no banking app code. */
export function instructionsQrText(instructions: PaymentInstructions, orderIdentifier: string): string | null {
  return instructions.qrCodeUrl === null ? null : paymentQrText({ ...instructions, orderIdentifier });
}
