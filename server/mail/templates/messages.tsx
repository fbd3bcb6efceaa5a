/**
 * One React Email component per template, with its subject, in the recipient's language (the context's `t`, from
 * the server's catalogue). Texts say only what the product does: the order's page shows its state, the invoice is
 * attached when there is one, a reset link works once and for an hour.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatDateTimeIn, formatMoneyIn } from '../../i18n';
import type { MailDataByTemplate, MailTemplate } from '../types';
import { Greeting, MailLayout, PRODUCT_NAME, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';
import { renewalCardFailed, savedCardExpiring } from './card-notices';
import { renewalReminder } from './renewal-reminder';
import { SERVICE_TEMPLATES } from './service-messages';

export type { MailContent, MailContext } from './layout';

type TemplateRenderers = { [T in MailTemplate]: (data: MailDataByTemplate[T], context: MailContext) => MailContent };

const product = PRODUCT_NAME;

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' };

export const TEMPLATES: TemplateRenderers = {
  ...SERVICE_TEMPLATES,
  'order-received': (data, context) => {
    const { t, language } = context;
    const { instructions } = data;
    const amount = formatMoneyIn(language, instructions.amount);
    const rows: [string, string][] = [
      [t('mail.bankTransfer.accountName'), instructions.accountName],
      [t('mail.bankTransfer.iban'), instructions.iban],
      ...(instructions.domesticAccount ? [[t('mail.bankTransfer.domesticAccount'), instructions.domesticAccount] as [string, string]] : []),
      [t('mail.bankTransfer.bic'), instructions.bic],
      [t('mail.bankTransfer.reference'), instructions.reference],
      [t('mail.bankTransfer.amount'), amount],
    ];
    return {
      subject: t('mail.orderReceived.subject', { orderIdentifier: data.orderIdentifier }),
      element: (
        <MailLayout preview={t('mail.orderReceived.preview', { amount })} context={context}>
          <Heading as="h1">{t('mail.orderReceived.heading', { orderIdentifier: data.orderIdentifier })}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.orderReceived.intro')}</Text>
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
          <Text>{t('mail.bankTransfer.referenceHint')}</Text>
          {data.qrAttached && <Text>{t('mail.bankTransfer.qrAttached')}</Text>}
          {data.payBy && <Text>{t('mail.orderReceived.payBy', { payBy: formatDateTimeIn(language, data.payBy) })}</Text>}
          <Section>
            <Button href={context.link(data.orderUrl)} style={buttonStyle}>{t('mail.button.viewOrder')}</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
  'payment-received': (data, context) => {
    const { t } = context;
    const values = { amount: formatMoneyIn(context.language, data.amount), orderIdentifier: data.orderIdentifier };
    return {
      subject: t('mail.paymentReceived.subject', values),
      element: (
        <MailLayout preview={t('mail.paymentReceived.preview', values)} context={context}>
          <Heading as="h1">{t('mail.paymentReceived.heading')}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.paymentReceived.body', values)}</Text>
          <Section>
            <Button href={context.link(data.orderUrl)} style={buttonStyle}>{t('mail.button.viewOrder')}</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
  'domain-registered': (data, context) => {
    const { t } = context;
    const values = { domain: data.domain, orderIdentifier: data.orderIdentifier, expiresAt: formatDateTimeIn(context.language, data.expiresAt) };
    return {
      subject: t('mail.domainRegistered.title', values),
      element: (
        <MailLayout preview={t('mail.domainRegistered.preview', values)} context={context}>
          <Heading as="h1">{t('mail.domainRegistered.title', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.domainRegistered.body', values)}</Text>
          <Section>
            <Button href={context.link('/websites')} style={buttonStyle}>{t('mail.button.myWebsites')}</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
  'password-reset': (data, context) => {
    const { t } = context;
    return {
      subject: t('mail.passwordReset.title'),
      element: (
        <MailLayout preview={t('mail.passwordReset.preview')} context={context}>
          <Heading as="h1">{t('mail.passwordReset.title')}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.passwordReset.body', { product })}</Text>
          <Section>
            <Button href={context.link(data.resetUrl)} style={buttonStyle}>{t('mail.passwordReset.button')}</Button>
          </Section>
          <Text>{t('mail.passwordReset.expiry', { expiresAt: formatDateTimeIn(context.language, data.expiresAt) })}</Text>
        </MailLayout>
      ),
    };
  },
  'operator-invite': (data, context) => {
    const { t } = context;
    return {
      subject: t('mail.operatorInvite.subject', { product }),
      element: (
        <MailLayout preview={t('mail.operatorInvite.preview')} context={context}>
          <Heading as="h1">{t('mail.operatorInvite.heading')}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.operatorInvite.body', { product })}</Text>
          <Section>
            <Button href={context.link(data.resetUrl)} style={buttonStyle}>{t('mail.operatorInvite.button')}</Button>
          </Section>
          <Text>{t('mail.operatorInvite.expiry', { expiresAt: formatDateTimeIn(context.language, data.expiresAt) })}</Text>
        </MailLayout>
      ),
    };
  },
  'sign-up-confirm': (data, context) => {
    const { t } = context;
    return {
      subject: t('mail.signUpConfirm.title'),
      element: (
        <MailLayout preview={t('mail.signUpConfirm.preview')} context={context}>
          <Heading as="h1">{t('mail.signUpConfirm.title')}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.signUpConfirm.body', { product })}</Text>
          <Section>
            <Button href={context.link(data.confirmUrl)} style={buttonStyle}>{t('mail.signUpConfirm.button')}</Button>
          </Section>
          <Text>{t('mail.signUpConfirm.expiry', { expiresAt: formatDateTimeIn(context.language, data.expiresAt) })}</Text>
        </MailLayout>
      ),
    };
  },
  'welcome': (data, context) => {
    const { t } = context;
    return {
      subject: t('mail.welcome.title', { product }),
      element: (
        <MailLayout preview={t('mail.welcome.preview')} context={context}>
          <Heading as="h1">{t('mail.welcome.title', { product })}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.welcome.body')}</Text>
          <Section>
            <Button href={context.link('/websites')} style={buttonStyle}>{t('mail.button.myWebsites')}</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
  'sign-up-attempt': (data, context) => {
    const { t } = context;
    return {
      subject: t('mail.signUpAttempt.subject'),
      element: (
        <MailLayout preview={t('mail.signUpAttempt.preview')} context={context}>
          <Heading as="h1">{t('mail.signUpAttempt.heading')}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.signUpAttempt.body', { product })}</Text>
          <Section>
            <Button href={context.link(data.signInUrl)} style={buttonStyle}>{t('mail.signUpAttempt.button')}</Button>
          </Section>
          <Text>
            {t('mail.signUpAttempt.forgotten')} <a href={context.link(data.resetUrl)}>{t('mail.signUpAttempt.resetIt')}</a>.
          </Text>
        </MailLayout>
      ),
    };
  },
  'renewal-reminder': renewalReminder,
  'renewal-card-failed': renewalCardFailed,
  'saved-card-expiring': savedCardExpiring,
};
