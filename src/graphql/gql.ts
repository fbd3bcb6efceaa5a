/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CheckoutOutcome($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      identifier\n      status\n      priceWithVat { formatted }\n      paymentInstructions {\n        accountName\n        iban\n        bic\n        variableSymbol\n        amount { formatted }\n      }\n    }\n  }\n": typeof types.CheckoutOutcomeDocument,
    "\n  query CheckoutOrder($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      ...CheckoutOrderFields\n    }\n    paymentMethods(orderIdentifier: $orderIdentifier, lastReloadBeforeSubmit: false) {\n      ...CheckoutPaymentFields\n    }\n  }\n": typeof types.CheckoutOrderDocument,
    "\n  fragment CheckoutOrderFields on Order {\n    identifier\n    project\n    status\n    integrityToken\n    type\n    title\n    paymentSuccessUrl\n    paymentFailUrl\n    coveredByVoucher\n    companyBilling\n    reverseCharge\n    vatRate\n    priceWithVat { formatted }\n    priceWithoutVat { formatted }\n    vatAmount { formatted }\n    originalPriceFormatted\n    voucher { code text }\n    contactInputs {\n      name\n      value\n      type\n      label\n      priority\n      validation { required }\n      options { text value }\n    }\n    items {\n      type\n      title\n      hash\n      variantsHeader\n      period\n      disabled\n      checked\n      variants {\n        title\n        price { formatted }\n        active\n        interval { units period }\n        recommendationLevel\n        savings { formatted }\n      }\n      currentVariant {\n        free\n        price { formatted }\n        priceExplained\n      }\n      ... on AddonOrderItem { identifier label info }\n      ... on DomainOrderItem { domain }\n      ... on PrivateRegistrationOrderItem { domain missingAnyPersonalData privateChangeDisabled editPersonalInfoUrl }\n    }\n  }\n": typeof types.CheckoutOrderFieldsFragmentDoc,
    "\n  fragment CheckoutPaymentFields on PaymentMethods {\n    goStraightOn\n    methods {\n      name\n      type\n      title\n      elementId\n      oppositeElementId\n      url\n      icon\n      infoboxText\n      open\n      inputs { name value }\n    }\n  }\n": typeof types.CheckoutPaymentFieldsFragmentDoc,
    "\n  query CheckoutPaymentMethods($orderIdentifier: String!, $lastReloadBeforeSubmit: Boolean!, $merchantTransactionId: String, $methodId: String, $ref: String, $token: String) {\n    paymentMethods(\n      orderIdentifier: $orderIdentifier\n      lastReloadBeforeSubmit: $lastReloadBeforeSubmit\n      merchantTransactionId: $merchantTransactionId\n      methodId: $methodId\n      ref: $ref\n      token: $token\n    ) {\n      ...CheckoutPaymentFields\n    }\n  }\n": typeof types.CheckoutPaymentMethodsDocument,
    "\n  mutation FinishOrder($orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!) {\n    finishOrder(orderIdentifier: $orderIdentifier, contact: $contact, paymentServiceName: $paymentServiceName, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.FinishOrderDocument,
    "\n  mutation DeleteOrderAdditionalItem($orderIdentifier: String!, $hash: String!, $integrityToken: String!) {\n    deleteOrderAdditionalItem(orderIdentifier: $orderIdentifier, hash: $hash, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.DeleteOrderAdditionalItemDocument,
    "\n  mutation AddOrderAdditionalItem($orderIdentifier: String!, $itemIdentifier: String!, $integrityToken: String!) {\n    addOrderAdditionalItem(orderIdentifier: $orderIdentifier, itemIdentifier: $itemIdentifier, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.AddOrderAdditionalItemDocument,
    "\n  mutation UpdateBillingDataAndRecalculateVat($orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {\n    updateBillingDataAndRecalculateVat(orderIdentifier: $orderIdentifier, contact: $contact, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.UpdateBillingDataAndRecalculateVatDocument,
    "\n  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $integrityToken: String!) {\n    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.UpdateOrderPrivateRegistrationDocument,
    "\n  mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {\n    updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.UpdateOrderServicePeriodDocument,
    "\n  mutation UpdateOrderVoucher($orderIdentifier: String!, $code: String, $integrityToken: String!) {\n    updateOrderVoucher(orderIdentifier: $orderIdentifier, code: $code, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": typeof types.UpdateOrderVoucherDocument,
    "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n": typeof types.AccountCookieConsentDocument,
    "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n": typeof types.SetCookieConsentDocument,
    "\n  mutation CreateDomainOrder($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {\n    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) {\n      orderIdentifier\n      nextUrl\n    }\n  }\n": typeof types.CreateDomainOrderDocument,
    "\n  fragment DomainOfferFields on DomainOffer {\n    domain\n    tld\n    availability\n    registration {\n      formatted\n    }\n    renewal {\n      formatted\n    }\n    transfer {\n      formatted\n    }\n    privateRegistration {\n      formatted\n    }\n  }\n": typeof types.DomainOfferFieldsFragmentDoc,
    "\n  query DomainSearch($name: String!) {\n    domainSearch(name: $name) {\n      exact {\n        ...DomainOfferFields\n      }\n      suggestions {\n        ...DomainOfferFields\n      }\n    }\n  }\n": typeof types.DomainSearchDocument,
    "\n  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {\n    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {\n      checkoutUrl\n      orderIdentifier\n    }\n  }\n": typeof types.CreatePackageOrderDocument,
    "\n  mutation CreateWebsite($name: String!) {\n    createWebsite(name: $name) {\n      name\n    }\n  }\n": typeof types.CreateWebsiteDocument,
    "\n  query MyWebsites {\n    myWebsites {\n      name\n      currentPackage {\n        identifier\n        name\n      }\n      createdAt\n    }\n  }\n": typeof types.MyWebsitesDocument,
};
const documents: Documents = {
    "\n  query CheckoutOutcome($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      identifier\n      status\n      priceWithVat { formatted }\n      paymentInstructions {\n        accountName\n        iban\n        bic\n        variableSymbol\n        amount { formatted }\n      }\n    }\n  }\n": types.CheckoutOutcomeDocument,
    "\n  query CheckoutOrder($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      ...CheckoutOrderFields\n    }\n    paymentMethods(orderIdentifier: $orderIdentifier, lastReloadBeforeSubmit: false) {\n      ...CheckoutPaymentFields\n    }\n  }\n": types.CheckoutOrderDocument,
    "\n  fragment CheckoutOrderFields on Order {\n    identifier\n    project\n    status\n    integrityToken\n    type\n    title\n    paymentSuccessUrl\n    paymentFailUrl\n    coveredByVoucher\n    companyBilling\n    reverseCharge\n    vatRate\n    priceWithVat { formatted }\n    priceWithoutVat { formatted }\n    vatAmount { formatted }\n    originalPriceFormatted\n    voucher { code text }\n    contactInputs {\n      name\n      value\n      type\n      label\n      priority\n      validation { required }\n      options { text value }\n    }\n    items {\n      type\n      title\n      hash\n      variantsHeader\n      period\n      disabled\n      checked\n      variants {\n        title\n        price { formatted }\n        active\n        interval { units period }\n        recommendationLevel\n        savings { formatted }\n      }\n      currentVariant {\n        free\n        price { formatted }\n        priceExplained\n      }\n      ... on AddonOrderItem { identifier label info }\n      ... on DomainOrderItem { domain }\n      ... on PrivateRegistrationOrderItem { domain missingAnyPersonalData privateChangeDisabled editPersonalInfoUrl }\n    }\n  }\n": types.CheckoutOrderFieldsFragmentDoc,
    "\n  fragment CheckoutPaymentFields on PaymentMethods {\n    goStraightOn\n    methods {\n      name\n      type\n      title\n      elementId\n      oppositeElementId\n      url\n      icon\n      infoboxText\n      open\n      inputs { name value }\n    }\n  }\n": types.CheckoutPaymentFieldsFragmentDoc,
    "\n  query CheckoutPaymentMethods($orderIdentifier: String!, $lastReloadBeforeSubmit: Boolean!, $merchantTransactionId: String, $methodId: String, $ref: String, $token: String) {\n    paymentMethods(\n      orderIdentifier: $orderIdentifier\n      lastReloadBeforeSubmit: $lastReloadBeforeSubmit\n      merchantTransactionId: $merchantTransactionId\n      methodId: $methodId\n      ref: $ref\n      token: $token\n    ) {\n      ...CheckoutPaymentFields\n    }\n  }\n": types.CheckoutPaymentMethodsDocument,
    "\n  mutation FinishOrder($orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!) {\n    finishOrder(orderIdentifier: $orderIdentifier, contact: $contact, paymentServiceName: $paymentServiceName, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.FinishOrderDocument,
    "\n  mutation DeleteOrderAdditionalItem($orderIdentifier: String!, $hash: String!, $integrityToken: String!) {\n    deleteOrderAdditionalItem(orderIdentifier: $orderIdentifier, hash: $hash, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.DeleteOrderAdditionalItemDocument,
    "\n  mutation AddOrderAdditionalItem($orderIdentifier: String!, $itemIdentifier: String!, $integrityToken: String!) {\n    addOrderAdditionalItem(orderIdentifier: $orderIdentifier, itemIdentifier: $itemIdentifier, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.AddOrderAdditionalItemDocument,
    "\n  mutation UpdateBillingDataAndRecalculateVat($orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {\n    updateBillingDataAndRecalculateVat(orderIdentifier: $orderIdentifier, contact: $contact, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.UpdateBillingDataAndRecalculateVatDocument,
    "\n  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $integrityToken: String!) {\n    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.UpdateOrderPrivateRegistrationDocument,
    "\n  mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {\n    updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.UpdateOrderServicePeriodDocument,
    "\n  mutation UpdateOrderVoucher($orderIdentifier: String!, $code: String, $integrityToken: String!) {\n    updateOrderVoucher(orderIdentifier: $orderIdentifier, code: $code, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n": types.UpdateOrderVoucherDocument,
    "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n": types.AccountCookieConsentDocument,
    "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n": types.SetCookieConsentDocument,
    "\n  mutation CreateDomainOrder($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {\n    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) {\n      orderIdentifier\n      nextUrl\n    }\n  }\n": types.CreateDomainOrderDocument,
    "\n  fragment DomainOfferFields on DomainOffer {\n    domain\n    tld\n    availability\n    registration {\n      formatted\n    }\n    renewal {\n      formatted\n    }\n    transfer {\n      formatted\n    }\n    privateRegistration {\n      formatted\n    }\n  }\n": types.DomainOfferFieldsFragmentDoc,
    "\n  query DomainSearch($name: String!) {\n    domainSearch(name: $name) {\n      exact {\n        ...DomainOfferFields\n      }\n      suggestions {\n        ...DomainOfferFields\n      }\n    }\n  }\n": types.DomainSearchDocument,
    "\n  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {\n    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {\n      checkoutUrl\n      orderIdentifier\n    }\n  }\n": types.CreatePackageOrderDocument,
    "\n  mutation CreateWebsite($name: String!) {\n    createWebsite(name: $name) {\n      name\n    }\n  }\n": types.CreateWebsiteDocument,
    "\n  query MyWebsites {\n    myWebsites {\n      name\n      currentPackage {\n        identifier\n        name\n      }\n      createdAt\n    }\n  }\n": types.MyWebsitesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOutcome($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      identifier\n      status\n      priceWithVat { formatted }\n      paymentInstructions {\n        accountName\n        iban\n        bic\n        variableSymbol\n        amount { formatted }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOutcome($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      identifier\n      status\n      priceWithVat { formatted }\n      paymentInstructions {\n        accountName\n        iban\n        bic\n        variableSymbol\n        amount { formatted }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutOrder($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      ...CheckoutOrderFields\n    }\n    paymentMethods(orderIdentifier: $orderIdentifier, lastReloadBeforeSubmit: false) {\n      ...CheckoutPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutOrder($orderIdentifier: String!) {\n    order(orderIdentifier: $orderIdentifier) {\n      ...CheckoutOrderFields\n    }\n    paymentMethods(orderIdentifier: $orderIdentifier, lastReloadBeforeSubmit: false) {\n      ...CheckoutPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutOrderFields on Order {\n    identifier\n    project\n    status\n    integrityToken\n    type\n    title\n    paymentSuccessUrl\n    paymentFailUrl\n    coveredByVoucher\n    companyBilling\n    reverseCharge\n    vatRate\n    priceWithVat { formatted }\n    priceWithoutVat { formatted }\n    vatAmount { formatted }\n    originalPriceFormatted\n    voucher { code text }\n    contactInputs {\n      name\n      value\n      type\n      label\n      priority\n      validation { required }\n      options { text value }\n    }\n    items {\n      type\n      title\n      hash\n      variantsHeader\n      period\n      disabled\n      checked\n      variants {\n        title\n        price { formatted }\n        active\n        interval { units period }\n        recommendationLevel\n        savings { formatted }\n      }\n      currentVariant {\n        free\n        price { formatted }\n        priceExplained\n      }\n      ... on AddonOrderItem { identifier label info }\n      ... on DomainOrderItem { domain }\n      ... on PrivateRegistrationOrderItem { domain missingAnyPersonalData privateChangeDisabled editPersonalInfoUrl }\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutOrderFields on Order {\n    identifier\n    project\n    status\n    integrityToken\n    type\n    title\n    paymentSuccessUrl\n    paymentFailUrl\n    coveredByVoucher\n    companyBilling\n    reverseCharge\n    vatRate\n    priceWithVat { formatted }\n    priceWithoutVat { formatted }\n    vatAmount { formatted }\n    originalPriceFormatted\n    voucher { code text }\n    contactInputs {\n      name\n      value\n      type\n      label\n      priority\n      validation { required }\n      options { text value }\n    }\n    items {\n      type\n      title\n      hash\n      variantsHeader\n      period\n      disabled\n      checked\n      variants {\n        title\n        price { formatted }\n        active\n        interval { units period }\n        recommendationLevel\n        savings { formatted }\n      }\n      currentVariant {\n        free\n        price { formatted }\n        priceExplained\n      }\n      ... on AddonOrderItem { identifier label info }\n      ... on DomainOrderItem { domain }\n      ... on PrivateRegistrationOrderItem { domain missingAnyPersonalData privateChangeDisabled editPersonalInfoUrl }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutPaymentFields on PaymentMethods {\n    goStraightOn\n    methods {\n      name\n      type\n      title\n      elementId\n      oppositeElementId\n      url\n      icon\n      infoboxText\n      open\n      inputs { name value }\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutPaymentFields on PaymentMethods {\n    goStraightOn\n    methods {\n      name\n      type\n      title\n      elementId\n      oppositeElementId\n      url\n      icon\n      infoboxText\n      open\n      inputs { name value }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPaymentMethods($orderIdentifier: String!, $lastReloadBeforeSubmit: Boolean!, $merchantTransactionId: String, $methodId: String, $ref: String, $token: String) {\n    paymentMethods(\n      orderIdentifier: $orderIdentifier\n      lastReloadBeforeSubmit: $lastReloadBeforeSubmit\n      merchantTransactionId: $merchantTransactionId\n      methodId: $methodId\n      ref: $ref\n      token: $token\n    ) {\n      ...CheckoutPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPaymentMethods($orderIdentifier: String!, $lastReloadBeforeSubmit: Boolean!, $merchantTransactionId: String, $methodId: String, $ref: String, $token: String) {\n    paymentMethods(\n      orderIdentifier: $orderIdentifier\n      lastReloadBeforeSubmit: $lastReloadBeforeSubmit\n      merchantTransactionId: $merchantTransactionId\n      methodId: $methodId\n      ref: $ref\n      token: $token\n    ) {\n      ...CheckoutPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishOrder($orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!) {\n    finishOrder(orderIdentifier: $orderIdentifier, contact: $contact, paymentServiceName: $paymentServiceName, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishOrder($orderIdentifier: String!, $contact: [ContactValueInput!], $paymentServiceName: String!, $integrityToken: String!) {\n    finishOrder(orderIdentifier: $orderIdentifier, contact: $contact, paymentServiceName: $paymentServiceName, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrderAdditionalItem($orderIdentifier: String!, $hash: String!, $integrityToken: String!) {\n    deleteOrderAdditionalItem(orderIdentifier: $orderIdentifier, hash: $hash, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrderAdditionalItem($orderIdentifier: String!, $hash: String!, $integrityToken: String!) {\n    deleteOrderAdditionalItem(orderIdentifier: $orderIdentifier, hash: $hash, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderAdditionalItem($orderIdentifier: String!, $itemIdentifier: String!, $integrityToken: String!) {\n    addOrderAdditionalItem(orderIdentifier: $orderIdentifier, itemIdentifier: $itemIdentifier, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderAdditionalItem($orderIdentifier: String!, $itemIdentifier: String!, $integrityToken: String!) {\n    addOrderAdditionalItem(orderIdentifier: $orderIdentifier, itemIdentifier: $itemIdentifier, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillingDataAndRecalculateVat($orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {\n    updateBillingDataAndRecalculateVat(orderIdentifier: $orderIdentifier, contact: $contact, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBillingDataAndRecalculateVat($orderIdentifier: String!, $contact: [ContactValueInput!]!, $integrityToken: String!) {\n    updateBillingDataAndRecalculateVat(orderIdentifier: $orderIdentifier, contact: $contact, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $integrityToken: String!) {\n    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderPrivateRegistration($orderIdentifier: String!, $domain: String!, $enable: Boolean!, $integrityToken: String!) {\n    updateOrderPrivateRegistration(orderIdentifier: $orderIdentifier, domain: $domain, enable: $enable, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {\n    updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderServicePeriod($orderIdentifier: String!, $hash: String!, $period: PeriodUnit!, $units: Int!, $integrityToken: String!) {\n    updateOrderServicePeriod(orderIdentifier: $orderIdentifier, hash: $hash, period: $period, units: $units, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderVoucher($orderIdentifier: String!, $code: String, $integrityToken: String!) {\n    updateOrderVoucher(orderIdentifier: $orderIdentifier, code: $code, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrderVoucher($orderIdentifier: String!, $code: String, $integrityToken: String!) {\n    updateOrderVoucher(orderIdentifier: $orderIdentifier, code: $code, integrityToken: $integrityToken) {\n      ...CheckoutOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n"): (typeof documents)["\n  query AccountCookieConsent {\n    cookieConsent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n"): (typeof documents)["\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDomainOrder($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {\n    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) {\n      orderIdentifier\n      nextUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDomainOrder($domain: String!, $action: DomainAction!, $authCode: String, $projectName: String, $withPackage: Boolean!) {\n    createDomainOrder(domain: $domain, action: $action, authCode: $authCode, projectName: $projectName, withPackage: $withPackage) {\n      orderIdentifier\n      nextUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DomainOfferFields on DomainOffer {\n    domain\n    tld\n    availability\n    registration {\n      formatted\n    }\n    renewal {\n      formatted\n    }\n    transfer {\n      formatted\n    }\n    privateRegistration {\n      formatted\n    }\n  }\n"): (typeof documents)["\n  fragment DomainOfferFields on DomainOffer {\n    domain\n    tld\n    availability\n    registration {\n      formatted\n    }\n    renewal {\n      formatted\n    }\n    transfer {\n      formatted\n    }\n    privateRegistration {\n      formatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DomainSearch($name: String!) {\n    domainSearch(name: $name) {\n      exact {\n        ...DomainOfferFields\n      }\n      suggestions {\n        ...DomainOfferFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DomainSearch($name: String!) {\n    domainSearch(name: $name) {\n      exact {\n        ...DomainOfferFields\n      }\n      suggestions {\n        ...DomainOfferFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {\n    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {\n      checkoutUrl\n      orderIdentifier\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {\n    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {\n      checkoutUrl\n      orderIdentifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebsite($name: String!) {\n    createWebsite(name: $name) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebsite($name: String!) {\n    createWebsite(name: $name) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWebsites {\n    myWebsites {\n      name\n      currentPackage {\n        identifier\n        name\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyWebsites {\n    myWebsites {\n      name\n      currentPackage {\n        identifier\n        name\n      }\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;