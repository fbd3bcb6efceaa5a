/**
 * The words for a bank transfer's payment instructions, one name for each thing wherever it is shown: the Bank
 * transfer option, the order's awaiting-payment screen, the outcome page, My orders and the e-mails. The
 * reference is a variable symbol (digits only, as Czech banks take it) but is called the payment reference
 * everywhere, because that is what banks abroad call the field it goes into.
 */
export const BANK_TRANSFER_LABELS = {
  accountName: 'Account holder',
  iban: 'IBAN',
  domesticAccount: 'Account number',
  bic: 'BIC',
  reference: 'Payment reference',
  amount: 'Amount',
} as const;

/** The words beside a transfer's QR code (the image's text alternative says what it is, the caption what it does). */
export const BANK_TRANSFER_QR = {
  alt: 'QR code for paying this order by bank transfer',
  caption: 'Scan it in your banking app: it fills in the account, the amount and the payment reference.',
  attached: 'The attached QR code (payment-qr.png) fills in the transfer when you scan it in your banking app.',
} as const;

export const BANK_TRANSFER_REFERENCE_HINT = `Please put the ${BANK_TRANSFER_LABELS.reference.toLowerCase()} on the transfer, so we can match the payment to your order.`;
