/**
 * What the checkout screen shows of an order and its payment methods. Each type extends the machines' contract
 * type (contracts/checkout.ts), so the machines store the whole view while reading only the fields they need.
 */
import type { CheckoutOrder, CheckoutOrderItem, CheckoutPaymentMethod, CheckoutPayments, PaymentMethodInput } from '../../../contracts/checkout';

export type OrderType = 'PACKAGE' | 'DOMAIN' | 'DOMAIN_WITH_PACKAGE' | 'RENEWAL' | 'ADDON';

export interface VariantView {
  /** Tells the variants of one item apart: units and period, e.g. '12-month'. */
  key: string;
  title: string;
  price: string;
  savings: string | null;
  /** The variant with the highest recommendationLevel (none when every level is 0). */
  recommended: boolean;
  active: boolean;
  period: 'month' | 'year';
  units: number;
}

export interface OrderItemView extends CheckoutOrderItem {
  title: string;
  variantsHeader: string;
  disabled: boolean;
  price: string;
  priceExplained: string;
  free: boolean;
  variants: VariantView[];
  /** An upgrade's package whose period is cheaper than the credit: the credit used, and the rest, forfeited. */
  creditForfeited?: { used: string; forfeited: string };
  /** Add-ons and plugins. */
  label?: string;
  info?: string;
  /** Private registration. */
  privateChangeDisabled?: boolean;
  editPersonalInfoUrl?: string;
  /** The domain's TLD needs a holder's contact. */
  contactRequired?: boolean;
}

export interface ContactOption {
  text: string;
  value: string;
}

export interface ContactField extends PaymentMethodInput {
  /** text, email, tel, select or checkbox */
  type: string;
  label: string;
  priority: number;
  required: boolean;
  options: ContactOption[];
}

export interface OrderView extends CheckoutOrder {
  status: string;
  type: OrderType;
  title: string;
  items: OrderItemView[];
  contactInputs: ContactField[];
  priceWithoutVat: string;
  vatAmount: string;
  /** Percent as the server writes it: '21', '8.1', '0'. */
  vatRate: string;
  priceWithVat: string;
  /** The price before the voucher, VAT included; null without a voucher discount. */
  originalPrice: string | null;
  reverseCharge: boolean;
  /**
   * What the EU's VIES said of the VAT ID that claims reverse charge, with the words to show at the VAT ID field
   * (null when it confirmed it); null when the billing claims no reverse charge.
   */
  vatIdCheck: { status: 'VALID' | 'INVALID' | 'UNAVAILABLE' | 'UNCHECKED'; message: string | null } | null;
  companyBilling: boolean;
  voucher: { code: string; text: string } | null;
  /** When the order was paid, ISO 8601; null until it is. */
  paidAt: string | null;
  /** The last moment to pay an order awaiting a bank transfer, ISO 8601; null for any other order. */
  payBy: string | null;
  expired: boolean;
  /** The names of the order's domains (what a bank transfer's wait reserves); empty for a package alone. */
  domainNames: string[];
  /** A paid order's domains its payment could not register (somebody else took the name first). */
  failedDomains: string[];
  /** The paid order's tax invoice; null before payment (and for orders paid before invoices were issued). */
  invoice: { number: string; downloadUrl: string } | null;
  paymentInstructions: TransferInstructions | null;
}

/** How to pay by bank transfer, formatted: labelled by contracts/bank-transfer.ts wherever it is shown. */
export interface TransferInstructions {
  accountName: string;
  iban: string;
  /** The account as Czech banks write it; null for an account outside Czechia. */
  domesticAccount: string | null;
  bic: string;
  /** The payment reference (the schema's variableSymbol). */
  reference: string;
  amount: string;
  /** The payment QR code's image (QR Platba for CZK, the EPC code for EUR); null in other currencies. */
  qrCodeUrl: string | null;
}

export interface PaymentMethodView extends CheckoutPaymentMethod {
  title: string;
  icon: string | null;
  infoboxText: string | null;
}

export interface PaymentsView extends CheckoutPayments {
  methods: PaymentMethodView[];
}

/**
 * The machines are typed by the contract's fields only; every order and payment list they hold came from this
 * feature's api/ mapping, so it is the whole view.
 */
export const orderView = (order: CheckoutOrder): OrderView => order as OrderView;
export const paymentsView = (payments: CheckoutPayments): PaymentsView => payments as PaymentsView;
