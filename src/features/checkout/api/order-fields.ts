/** The order fields the checkout shows, asked for by the order query and answered by every order mutation. */
import { getFragmentData, graphql, type FragmentType } from '../../../graphql';
import type { CheckoutOrderFieldsFragment } from '../../../graphql/graphql';
import type { ContactField, OrderItemView, OrderType, OrderView, TransferInstructions, VariantView } from '../types';

export const CheckoutOrderFields = graphql(`
  fragment CheckoutOrderFields on Order {
    identifier
    project
    status
    integrityToken
    type
    title
    paymentSuccessUrl
    paymentFailUrl
    coveredByVoucher
    companyBilling
    reverseCharge
    vatIdCheck { status message }
    vatRate
    priceWithVat { formatted }
    priceWithoutVat { formatted }
    vatAmount { formatted }
    originalPriceFormatted
    voucher { code text }
    paidAt
    payBy
    expired
    domainNames
    failedDomains
    invoice { number downloadUrl }
    paymentInstructions { accountName iban domesticAccount bic variableSymbol amount { formatted } qrCodeUrl }
    contactInputs {
      name
      value
      type
      label
      priority
      validation { required }
      options { text value }
    }
    items {
      type
      title
      hash
      variantsHeader
      period
      disabled
      checked
      variants {
        title
        price { formatted }
        active
        interval { units period }
        recommendationLevel
        savings { formatted }
      }
      currentVariant {
        free
        price { formatted }
        priceExplained
      }
      ... on AddonOrderItem { identifier label info }
      ... on PackageOrderItem {
        levelDiscountedAmount { formatted }
        levelDiscountForfeited { formatted }
      }
      ... on DomainOrderItem { domain }
      ... on PrivateRegistrationOrderItem {
        domain
        missingAnyPersonalData
        privateChangeDisabled
        editPersonalInfoUrl
        contactRequired
        contact { address city company countryCode dic email firstname ico phone state surname zip }
      }
    }
  }
`);

type OrderFields = CheckoutOrderFieldsFragment;
type ItemFields = OrderFields['items'][number];

function variantsOf(item: ItemFields): VariantView[] {
  const best = Math.max(0, ...item.variants.map((variant) => variant.recommendationLevel));
  return item.variants.map((variant) => ({
    key: `${variant.interval.units}-${variant.interval.period}`,
    title: variant.title,
    price: variant.price.formatted,
    savings: variant.savings?.formatted ?? null,
    recommended: best > 0 && variant.recommendationLevel === best,
    active: variant.active,
    period: variant.interval.period,
    units: variant.interval.units,
  }));
}

function itemOf(item: ItemFields): OrderItemView {
  const view: OrderItemView = {
    type: item.type,
    hash: item.hash,
    checked: item.checked,
    period: item.period,
    title: item.title,
    variantsHeader: item.variantsHeader,
    disabled: item.disabled,
    price: item.currentVariant.price.formatted,
    priceExplained: item.currentVariant.priceExplained,
    free: item.currentVariant.free,
    variants: variantsOf(item),
  };
  if ('identifier' in item) Object.assign(view, { identifier: item.identifier, label: item.label, info: item.info });
  if ('levelDiscountForfeited' in item && item.levelDiscountForfeited) {
    view.creditForfeited = { used: item.levelDiscountedAmount?.formatted ?? '', forfeited: item.levelDiscountForfeited.formatted };
  }
  if ('domain' in item) view.domain = item.domain;
  if ('missingAnyPersonalData' in item) {
    Object.assign(view, {
      missingAnyPersonalData: item.missingAnyPersonalData,
      privateChangeDisabled: item.privateChangeDisabled,
      editPersonalInfoUrl: item.editPersonalInfoUrl,
      contactRequired: item.contactRequired,
      contact: { ...item.contact },
    });
  }
  return view;
}

function contactOf(input: OrderFields['contactInputs'][number]): ContactField {
  return { name: input.name, value: input.value, type: input.type, label: input.label, priority: input.priority, required: input.validation.required, options: input.options ?? [] };
}

/** The schema's payment instructions as the screens show them (the reference under its one name). */
export function transferInstructions(instructions: {
  accountName: string;
  iban: string;
  domesticAccount?: string | null;
  bic: string;
  variableSymbol: string;
  amount: { formatted: string };
  qrCodeUrl?: string | null;
}): TransferInstructions {
  return {
    accountName: instructions.accountName,
    iban: instructions.iban,
    domesticAccount: instructions.domesticAccount ?? null,
    bic: instructions.bic,
    reference: instructions.variableSymbol,
    amount: instructions.amount.formatted,
    qrCodeUrl: instructions.qrCodeUrl ?? null,
  };
}

export function toOrderView(fragment: FragmentType<typeof CheckoutOrderFields>): OrderView {
  const order = getFragmentData(CheckoutOrderFields, fragment);
  return {
    identifier: order.identifier,
    project: order.project ?? null,
    status: order.status,
    integrityToken: order.integrityToken,
    type: order.type as OrderType,
    title: order.title,
    paymentSuccessUrl: order.paymentSuccessUrl,
    paymentFailUrl: order.paymentFailUrl,
    coveredByVoucher: order.coveredByVoucher,
    companyBilling: order.companyBilling,
    reverseCharge: order.reverseCharge,
    vatIdCheck: order.vatIdCheck ? { status: order.vatIdCheck.status, message: order.vatIdCheck.message ?? null } : null,
    vatRate: order.vatRate,
    priceWithVat: order.priceWithVat.formatted,
    priceWithoutVat: order.priceWithoutVat.formatted,
    vatAmount: order.vatAmount.formatted,
    originalPrice: order.originalPriceFormatted ?? null,
    voucher: order.voucher ? { code: order.voucher.code, text: order.voucher.text } : null,
    paidAt: order.paidAt ?? null,
    payBy: order.payBy ?? null,
    expired: order.expired,
    domainNames: order.domainNames,
    failedDomains: order.failedDomains,
    invoice: order.invoice ? { number: order.invoice.number, downloadUrl: order.invoice.downloadUrl } : null,
    paymentInstructions: order.paymentInstructions ? transferInstructions(order.paymentInstructions) : null,
    contactInputs: [...order.contactInputs].sort((a, b) => a.priority - b.priority).map(contactOf),
    items: order.items.map(itemOf),
  };
}
