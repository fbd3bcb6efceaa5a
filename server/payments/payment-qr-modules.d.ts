// The two payment QR text generators, as far as the portal uses them: the EPC generator has no types of its own,
// and spayd's are not reachable through its package's exports.
declare module 'sepa-payment-qr-code' {
  interface EpcTransfer {
    name: string;
    iban: string;
    bic?: string;
    amount: number | null;
    purposeCode?: string;
    structuredReference?: string;
    unstructuredReference?: string;
    information?: string;
  }
  export default function generateQrCode(data: EpcTransfer): string;
}

declare module 'spayd' {
  /** The Short Payment Descriptor's fields (acc: IBAN[+BIC], am: amount with a dot, cc: currency, xvs: variable symbol). */
  interface PaymentDescription {
    acc: string;
    am: string;
    cc?: string;
    rn?: string;
    msg?: string;
    xvs?: string;
  }
  export default function spayd(paymentDescription: PaymentDescription): string;
}
