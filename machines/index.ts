/**
 * Every machine of the portal, in one list: the diagram exporter (scripts/diagrams.ts) and the model-based
 * tests (tests/model/) read it, so a machine added here is drawn and tested without further wiring.
 */
import type { AnyStateMachine } from 'xstate';
import { adminListMachine } from './adminList';
import { catalogueEditorMachine } from './catalogueEditor';
import { cookieConsentMachine } from './cookieConsent';
import { domainSearchMachine } from './domainSearch';
import { checkoutMachine } from './checkout';
import { finishOrderMachine } from './finishOrder';
import { mailResendMachine } from './mailResend';
import { myOrdersMachine } from './myOrders';
import { myServicesMachine } from './myServices';
import { operatorsMachine } from './operators';
import { packageDowngradeMachine } from './packageDowngrade';
import { orderStatusMachine } from './orderStatus';
import { passwordResetMachine } from './passwordReset';
import { pricelistMachine } from './pricelist';
import { refundMachine } from './refund';
import { sessionMachine } from './session';
import { serviceChangeMachine } from './serviceChange';
import { serviceLifecycleMachine } from './serviceLifecycle';
import { sessionKeepAliveMachine } from './sessionKeepAlive';
import { statementImportMachine } from './statementImport';
import { statementLinesMachine } from './statementLines';
import { signInFormMachine } from './signInForm';
import { signUpConfirmMachine } from './signUpConfirm';
import { signUpFormMachine } from './signUpForm';
import { trackerMachine } from './tracker';
import { twoFactorMachine } from './twoFactor';

export interface RegisteredMachine {
  /** Also the file name of its diagram in visualizations/. */
  readonly id: string;
  readonly machine: AnyStateMachine;
  /** One line: what the machine owns, shown beside its diagram. */
  readonly owns: string;
}

export const machineRegistry = [
  { id: 'pricelist', machine: pricelistMachine, owns: 'Price list fetch (start, complete, error, retry, website not found), package order creation with the Processing overlay, the unsupported-feature modal, sign-up requests from visitors without a website' },
  { id: 'session', machine: sessionMachine, owns: 'Who is signed in (checked on load), sign-out, the keep-alive while signed in, the ended-session notice, which account dialog is open' },
  { id: 'sessionKeepAlive', machine: sessionKeepAliveMachine, owns: 'Refreshing the login every 300000 ms while signed in; telling the session when the server says it has ended' },
  { id: 'signInForm', machine: signInFormMachine, owns: 'Sign-in form state (set-error, set-value, set-data, add-tracking), validation, submit, server errors on their field' },
  { id: 'signUpForm', machine: signUpFormMachine, owns: 'Sign-up form state (set-error, set-value, set-data, add-tracking), validation, submit, server errors on their field, then "check your e-mail" (the same for a new and a taken address)' },
  { id: 'signUpConfirm', machine: signUpConfirmMachine, owns: 'Opening a sign-up\'s confirmation link: confirming (the account made and signed in, then on where the person was going), or expired, used, invalid, the address taken meanwhile; trying again after a network failure' },
  { id: 'passwordReset', machine: passwordResetMachine, owns: 'Password reset: asking for a link (request -> sent, the same answer for every e-mail), opening it (checked -> new password -> done, or expired, used, invalid) and asking again' },
  { id: 'cookieConsent', machine: cookieConsentMachine, owns: 'When the cookie bar shows (100 ms after a signed-out visitor without consent arrives, or on showCookieBar), its collapsed and expanded choices, saving the choice, syncing it with a signed-in account' },
  { id: 'tracker', machine: trackerMachine, owns: 'Not ready until analytics is ready and replay initialised; the queue of at most 512 events; sending them in order with the replay properties; nothing for a category without consent' },
  { id: 'checkout', machine: checkoutMachine, owns: 'The checkout of one order: the fetch and every order action (period, private registration, add-ons, voucher, VAT, country, the domain holders of the personal data step), each start -> complete | error; the payment methods reloaded after each change with the chosen one kept; a stale token reloading the page; finishing' },
  { id: 'finishOrder', machine: finishOrderMachine, owns: 'The seven finish steps of SPEC.md section 4: the missing-personal-data stop, sending the order, the reload before submitting, going straight on, the Stripe card, the posted form, the fail URL' },
  { id: 'domainSearch', machine: domainSearchMachine, owns: 'The Domain name step: the typed name checked before searching, the search (start, complete, error, retry), choosing an offer to register or transfer (with its auth code), Domain only or with a package and for which website, sign-in for visitors, creating the domain order' },
  { id: 'adminList', machine: adminListMachine, owns: 'A back-office list (orders, audit log, e-mail, services; an order\'s page and the delivery warning as one-row lists): loading (complete, error, retry), loaded, empty or failed, new filters and other pages loading again, the filters and page written into the address' },
  { id: 'myOrders', machine: myOrdersMachine, owns: 'My orders: the account\'s orders loading (complete, error, retry), listed or none, and deleting a draft: asked in a dialog, deleting, deleted (the last one leaves the list empty), refused for good (no draft any more, or gone: the list is read again) or failed with Try again' },
  { id: 'myServices', machine: myServicesMachine, owns: 'My services: the account\'s services and saved cards loading (complete, error, retry), listed by website and then domains with their status in words, or none; a saved card removed after confirming; a service\'s automatic renewal switched, on only with a saved card' },
  { id: 'packageDowngrade', machine: packageDowngradeMachine, owns: 'My services\' smaller package for a website\'s next period: the dialog of smaller packages with what would stop working, choosing (chosen, or refused with the reason and the dialog kept), closing it, and cancelling a choice (cancelled, or failed with the reason)' },
  { id: 'statementImport', machine: statementImportMachine, owns: 'Importing a bank statement in the back office: choose a file (too large refused at once) -> parsing (a preview that writes nothing, or unreadable with the reason) -> preview of matches -> confirm (only with new payments) or back -> importing -> done | failed with Try again' },
  { id: 'statementLines', machine: statementLinesMachine, owns: 'The bank payments left to resolve: loading (failed, Try again; again after an import), marking an open line paid anyway with a reason or leaving it, marking a transfer paid by hand; each action done with a notice or refused with the reason' },
  { id: 'catalogueEditor', machine: catalogueEditorMachine, owns: 'Back office catalogue, vouchers, VAT rates and the lifecycle settings: loading (complete, error, retry), viewing, one item\'s form open (a package, a new voucher, disabling one, a country\'s new VAT rate, the lifecycle settings), saving, saved or failed with the server\'s field messages and the form kept' },
  { id: 'refund', machine: refundMachine, owns: 'The refunds page of an order in the back office: its payments and refunds loading (or failing, with Try again), the refund form (payment, amount, reason), confirming, refunding, done with its credit note or failed with Try again under the same request key, and marking a bank transfer refund paid out' },
  { id: 'mailResend', machine: mailResendMachine, owns: 'Resending a failed e-mail from the back office: resending one message at a time, resent (a notice; the message shown waiting to be sent) or refused with the server\'s reason (sent already, resent by another operator) or a network failure, and resending again' },
  { id: 'operators', machine: operatorsMachine, owns: 'The back office\'s operators: the list loading (complete, error, retry), inviting an address (invited, or refused at the e-mail field or the page), and disabling or enabling another operator after a confirmation in a dialog: changing, changed with a notice, or refused with the server\'s reason (the last enabled operator, oneself) or a network failure in the dialog, to try again or cancel' },
  { id: 'twoFactor', machine: twoFactorMachine, owns: 'The back office\'s Security page: two-factor sign-in loading (on, off, error, retry); turning it on (a new key as QR code and text, the app\'s code missing, refused or accepted), the ten recovery codes shown once until saved; while on, new recovery codes or turning it off for a current code, refused at the code field' },
  { id: 'serviceChange', machine: serviceChangeMachine, owns: 'Extending or ending one service from the back office\'s Services list: asked in a dialog (a later day and the reason, or the reason), changing, changed with a notice (the row shown as the server left it), or refused at the fields or with the lifecycle\'s reason (ended already) or a network failure in the dialog, to send again or cancel' },
  { id: 'serviceLifecycle', machine: serviceLifecycleMachine, owns: 'What a service sold for a period goes through (server side): a website\'s package, add-on, plugin or private registration active, expiring in the renewal window, in grace on the free version, expired (archived); a domain active, expiring, in grace, in redemption (restoration fee), released; renewals (from the old date, or from the payment day after grace), an operator\'s extension or end' },
  { id: 'orderStatus', machine: orderStatusMachine, owns: 'The billing rules of an order\'s status, asked by the server\'s lifecycle module before every change: a draft sent for payment or deleted; an order awaiting payment paid, expired when its bank transfer\'s days are over, or cancelled; an expired one paid only on an operator\'s word for a late transfer, or cancelled; each change announced as an outbox event' },
] as const satisfies readonly RegisteredMachine[];

export type MachineId = (typeof machineRegistry)[number]['id'];
