/**
 * One React Email component per template, with its subject. Texts say only what the product does: the order's
 * page shows its state, the invoice is attached when there is one, a reset link works once and for an hour.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import { BANK_TRANSFER_LABELS, BANK_TRANSFER_QR, BANK_TRANSFER_REFERENCE_HINT } from '../../../contracts/bank-transfer';
import { formatMoney } from '../../domain/money';
import type { MailDataByTemplate, MailTemplate } from '../types';
import { Greeting, MailLayout, PRODUCT_NAME, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';
import { renewalCardFailed, savedCardExpiring } from './card-notices';
import { renewalReminder } from './renewal-reminder';
import { SERVICE_TEMPLATES } from './service-messages';

const LOCALE = 'en';

export type { MailContent, MailContext } from './layout';

type TemplateRenderers = { [T in MailTemplate]: (data: MailDataByTemplate[T], context: MailContext) => MailContent };

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' };

export const TEMPLATES: TemplateRenderers = {
  ...SERVICE_TEMPLATES,
  'order-received': (data, context) => {
    const { instructions } = data;
    const rows: [string, string][] = [
      [BANK_TRANSFER_LABELS.accountName, instructions.accountName],
      [BANK_TRANSFER_LABELS.iban, instructions.iban],
      ...(instructions.domesticAccount ? [[BANK_TRANSFER_LABELS.domesticAccount, instructions.domesticAccount] as [string, string]] : []),
      [BANK_TRANSFER_LABELS.bic, instructions.bic],
      [BANK_TRANSFER_LABELS.reference, instructions.reference],
      [BANK_TRANSFER_LABELS.amount, formatMoney(instructions.amount, LOCALE)],
    ];
    return {
      subject: `Order ${data.orderIdentifier} received: pay by bank transfer`,
      element: (
        <MailLayout preview={`Pay ${formatMoney(instructions.amount, LOCALE)} by bank transfer to start your services.`} publicUrl={context.publicUrl}>
          <Heading as="h1">Order {data.orderIdentifier} received</Heading>
          <Greeting name={data.name} />
          <Text>Thank you for your order. Your services start when the payment arrives. Please pay by bank transfer:</Text>
          <table role="presentation">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" style={{ ...cell, textAlign: 'left' }}>{label}</th>
                  <td style={cell}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text>{BANK_TRANSFER_REFERENCE_HINT}</Text>
          {data.qrAttached && <Text>{BANK_TRANSFER_QR.attached}</Text>}
          {data.payBy && <Text>Please pay by {formatDateTime(data.payBy)}. After that the order expires and can no longer be paid.</Text>}
          <Section>
            <Button href={context.link(data.orderUrl)} style={buttonStyle}>View the order</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
  'payment-received': (data, context) => ({
    subject: `Payment received for order ${data.orderIdentifier}`,
    element: (
      <MailLayout preview={`We received ${formatMoney(data.amount, LOCALE)} for order ${data.orderIdentifier}.`} publicUrl={context.publicUrl}>
        <Heading as="h1">Payment received</Heading>
        <Greeting name={data.name} />
        <Text>
          We received {formatMoney(data.amount, LOCALE)} for order {data.orderIdentifier}. Thank you. The invoice is attached to this message.
        </Text>
        <Section>
          <Button href={context.link(data.orderUrl)} style={buttonStyle}>View the order</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'domain-registered': (data, context) => ({
    subject: `${data.domain} is registered`,
    element: (
      <MailLayout preview={`${data.domain} is yours until ${formatDateTime(data.expiresAt)}.`} publicUrl={context.publicUrl}>
        <Heading as="h1">{data.domain} is registered</Heading>
        <Greeting name={data.name} />
        <Text>
          The domain {data.domain} from order {data.orderIdentifier} is registered to you until {formatDateTime(data.expiresAt)}.
        </Text>
        <Section>
          <Button href={context.link('/websites')} style={buttonStyle}>My websites</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'password-reset': (data, context) => ({
    subject: 'Reset your password',
    element: (
      <MailLayout preview="A link to choose a new password." publicUrl={context.publicUrl}>
        <Heading as="h1">Reset your password</Heading>
        <Greeting name={data.name} />
        <Text>Someone, hopefully you, asked to reset the password of your {PRODUCT_NAME} account. Choose a new password here:</Text>
        <Section>
          <Button href={context.link(data.resetUrl)} style={buttonStyle}>Choose a new password</Button>
        </Section>
        <Text>The link expires in 1 hour, at {formatDateTime(data.expiresAt)}. If you did not ask, ignore this message: your password stays as it is.</Text>
      </MailLayout>
    ),
  }),
  'operator-invite': (data, context) => ({
    subject: `Your ${PRODUCT_NAME} operator account`,
    element: (
      <MailLayout preview="A link to choose your password." publicUrl={context.publicUrl}>
        <Heading as="h1">Your operator account</Heading>
        <Greeting name={data.name} />
        <Text>An operator account of the {PRODUCT_NAME} back office was made for this e-mail address. Choose its password here, then sign in:</Text>
        <Section>
          <Button href={context.link(data.resetUrl)} style={buttonStyle}>Choose your password</Button>
        </Section>
        <Text>The link expires in 1 hour, at {formatDateTime(data.expiresAt)}. After that, ask for a new one with Forgot password on the sign-in form.</Text>
      </MailLayout>
    ),
  }),
  'sign-up-confirm': (data, context) => ({
    subject: 'Confirm your e-mail',
    element: (
      <MailLayout preview="One step left to create your account." publicUrl={context.publicUrl}>
        <Heading as="h1">Confirm your e-mail</Heading>
        <Greeting name={data.name} />
        <Text>Someone, hopefully you, asked to create a {PRODUCT_NAME} account with this e-mail address. Open this link to finish creating it and sign in:</Text>
        <Section>
          <Button href={context.link(data.confirmUrl)} style={buttonStyle}>Finish creating my account</Button>
        </Section>
        <Text>The link works once and expires in 24 hours, at {formatDateTime(data.expiresAt)}. If it was not you, ignore this message: no account is made.</Text>
      </MailLayout>
    ),
  }),
  'welcome': (data, context) => ({
    subject: `Welcome to ${PRODUCT_NAME}`,
    element: (
      <MailLayout preview="Your account is ready." publicUrl={context.publicUrl}>
        <Heading as="h1">Welcome to {PRODUCT_NAME}</Heading>
        <Greeting name={data.name} />
        <Text>Your account is ready. Create your first website, or choose a hosting package for one you have.</Text>
        <Section>
          <Button href={context.link('/websites')} style={buttonStyle}>My websites</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'sign-up-attempt': (data, context) => ({
    subject: `Someone tried to sign up with your e-mail address`,
    element: (
      <MailLayout preview="Your address already has an account." publicUrl={context.publicUrl}>
        <Heading as="h1">You already have an account</Heading>
        <Greeting name={data.name} />
        <Text>
          Someone tried to create a {PRODUCT_NAME} account with this e-mail address, which already has one, so no new account was made. If it was you,
          sign in, or reset your password if you have forgotten it. If it was not you, you need not do anything.
        </Text>
        <Section>
          <Button href={context.link(data.signInUrl)} style={buttonStyle}>Sign in</Button>
        </Section>
        <Text>
          Forgotten your password? <a href={context.link(data.resetUrl)}>Reset it</a>.
        </Text>
      </MailLayout>
    ),
  }),
  'renewal-reminder': renewalReminder,
  'renewal-card-failed': renewalCardFailed,
  'saved-card-expiring': savedCardExpiring,
};
