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
    "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n": typeof types.AccountCookieConsentDocument,
    "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n": typeof types.SetCookieConsentDocument,
    "\n  mutation CreatePackageOrder($projectName: String!, $packageIdentifier: String!, $action: String!, $version: Int, $checkoutUrl: String!) {\n    createPackageOrder(projectName: $projectName, packageIdentifier: $packageIdentifier, action: $action, version: $version, checkoutUrl: $checkoutUrl) {\n      checkoutUrl\n      orderIdentifier\n    }\n  }\n": typeof types.CreatePackageOrderDocument,
    "\n  mutation CreateWebsite($name: String!) {\n    createWebsite(name: $name) {\n      name\n    }\n  }\n": typeof types.CreateWebsiteDocument,
    "\n  query MyWebsites {\n    myWebsites {\n      name\n      currentPackage {\n        identifier\n        name\n      }\n      createdAt\n    }\n  }\n": typeof types.MyWebsitesDocument,
};
const documents: Documents = {
    "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n": types.AccountCookieConsentDocument,
    "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n": types.SetCookieConsentDocument,
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
export function graphql(source: "\n  query AccountCookieConsent {\n    cookieConsent\n  }\n"): (typeof documents)["\n  query AccountCookieConsent {\n    cookieConsent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n"): (typeof documents)["\n  mutation SetCookieConsent($consent: String!) {\n    setCookieConsent(consent: $consent)\n  }\n"];
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