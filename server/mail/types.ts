/**
 * The e-mails the portal sends and the data each one needs: a discriminated union on `template`, so an enqueue
 * with the wrong data does not compile. Links may be paths ('/orders/ORD-…'): they are made absolute from
 * PUBLIC_URL when the message is rendered. Amounts are Money (bigint minor units), formatted in the message.
 */
import type { Language } from '../../contracts/language';
import type { Money } from '../domain/money';

export interface BankTransferInstructions {
  accountName: string;
  iban: string;
  /** The account as Czech banks write it (absent outside Czechia, and from messages queued before it was kept). */
  domesticAccount?: string | null;
  bic: string;
  /** The variable symbol, called the payment reference everywhere (contracts/bank-transfer.ts). */
  reference: string;
  amount: Money;
}

export interface MailDataByTemplate {
  /** An order finished for bank transfer: what to pay, where, with which reference. */
  /** payBy: ISO 8601, the end of the transfer's 14 days (absent from messages queued before it was kept). */
  /** qrAttached: the transfer's QR code is attached (attachment { kind: 'payment-qr', text }). */
  'order-received': { name: string; orderIdentifier: string; orderUrl: string; instructions: BankTransferInstructions; payBy?: string; qrAttached?: boolean };
  /** An order became paid; the invoice is attached (attachment { kind: 'invoice', orderId }). */
  'payment-received': { name: string; orderIdentifier: string; orderUrl: string; amount: Money };
  /** A domain of a paid order is registered for the account. expiresAt: ISO 8601. */
  'domain-registered': { name: string; domain: string; orderIdentifier: string; expiresAt: string };
  /** A password reset link; expiresAt: ISO 8601, an hour after the request. */
  'password-reset': { name: string; resetUrl: string; expiresAt: string };
  /** A new operator's link to set their password (`npm run operator -- create`); the same link as a reset's. */
  'operator-invite': { name: string; resetUrl: string; expiresAt: string };
  /** The link that finishes a sign-up (confirmUrl: a path with the token); expiresAt: ISO 8601, 24 hours after. */
  'sign-up-confirm': { name: string; confirmUrl: string; expiresAt: string };
  /** A new account. */
  'welcome': { name: string };
  /**
   * Someone tried to sign up with this address, which already has an account: the owner hears of it and is
   * offered sign-in and a password reset, while the sign-up form answers the same as for a new address.
   */
  'sign-up-attempt': { name: string; signInUrl: string; resetUrl: string };
  /**
   * The service lifecycle's notices (server/services/daily.ts), each once per service and period. Dates are ISO 8601;
   * renewUrl a path to the renewal of the service.
   */
  /** A website's package lapsed: the website runs the free version, its content kept until keptUntil. */
  'website-free-version': { name: string; website: string; packageName: string; keptUntil: string; renewUrl: string };
  /** The last notice before a lapsed website is archived on archivedOn. */
  'website-archive-notice': { name: string; website: string; archivedOn: string; renewUrl: string };
  /** A lapsed website was archived: hidden from My websites, its content kept. */
  'website-archived': { name: string; website: string };
  /** A domain's grace is over: restoring it now costs the restoration fee, until releasedOn. */
  'domain-redemption': { name: string; domain: string; releasedOn: string; renewUrl: string };
  /** A domain was not renewed and went back to the registry. */
  'domain-released': { name: string; domain: string };
  /**
   * A website moved to the smaller package chosen for its new period (runs until paidUntil); warning: what the
   * package cannot carry that the website still uses (the price list guard's words), null when it carries it all.
   */
  'website-downgraded': { name: string; website: string; packageName: string; previousPackageName: string | null; paidUntil: string; warning: string | null };
  /**
   * A website's services (or a domain) whose period ends soon or has just ended: each with the date it is paid until
   * (ISO 8601), the days left (negative: since it ended), the renewal order and its one-click link.
   */
  'renewal-reminder': { name: string; website: string | null; services: { title: string; paidUntil: string }[]; daysLeft: number; orderIdentifier: string; renewUrl: string };
  /**
   * The saved card could not pay an automatic renewal: the card in words, why (the bank asks its holder to confirm, a
   * decline, an expired card), the date the period ends, the next try (ISO 8601, null after the last) and the link.
   */
  'renewal-card-failed': {
    name: string;
    website: string | null;
    serviceTitle: string;
    card: string;
    reason: 'authentication' | 'declined' | 'expired';
    paidUntil: string;
    orderIdentifier: string;
    retryOn: string | null;
    renewUrl: string;
  };
  /**
   * The saved card an automatic renewal will be charged to expires before it: the card, the last day it pays
   * (lastDay), the day of the charge (chargeOn), the period's end (ISO 8601) and the renewal link.
   */
  'saved-card-expiring': { name: string; website: string | null; serviceTitle: string; card: string; lastDay: string; chargeOn: string; paidUntil: string; renewUrl: string };
}

export type MailTemplate = keyof MailDataByTemplate;

export const MAIL_TEMPLATES = ['order-received', 'payment-received', 'domain-registered', 'password-reset', 'operator-invite', 'sign-up-confirm', 'welcome', 'sign-up-attempt', 'website-free-version', 'website-archive-notice', 'website-archived', 'domain-redemption', 'domain-released', 'website-downgraded', 'renewal-reminder', 'renewal-card-failed', 'saved-card-expiring'] as const satisfies readonly MailTemplate[];

/**
 * A file attached when the message is sent, resolved then through server/mail/attachments.ts: an order's invoice, or
 * the QR code of a bank transfer (its text, QR Platba or the EPC code, drawn as a PNG).
 */
export type MailAttachmentRef = { kind: 'invoice'; orderId: string } | { kind: 'payment-qr'; text: string };

export type MailAttachmentKind = MailAttachmentRef['kind'];

/**
 * One message to enqueue; `key` is the event's unique key (e.g. `payment-received:<orderId>`). `language`: the
 * recipient's, when the caller knows it better than the account with the address (server/mail/outbox.ts).
 */
export type Mail = {
  [T in MailTemplate]: { key: string; to: string; template: T; data: MailDataByTemplate[T]; attachments?: MailAttachmentRef[]; language?: Language };
}[MailTemplate];

/** A resolved attachment, ready for nodemailer or a download. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}
