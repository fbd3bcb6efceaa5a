/**
 * The words for a bank transfer's payment instructions, one name for each thing wherever it is shown: the Bank
 * transfer option, the order's awaiting-payment screen, the outcome page, My orders and the e-mails. The
 * reference is a variable symbol (digits only, as Czech banks take it) but is called the payment reference
 * everywhere, because that is what banks abroad call the field it goes into.
 */
export const BANK_TRANSFER_LABELS = {
  accountName: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Payment reference',
  amount: 'Amount',
} as const;

export const BANK_TRANSFER_REFERENCE_HINT = `Please put the ${BANK_TRANSFER_LABELS.reference.toLowerCase()} on the transfer, so we can match the payment to your order.`;
