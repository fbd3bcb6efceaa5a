/**
 * The e-mails about a saved card and an automatic renewal (docs/services.md "Automatic renewal"): the card could not
 * pay it (what is to be renewed, why the card needs its holder, when it is tried again), and the card expires before
 * it is charged (a month ahead). Both carry the one-click link to pay the renewal now.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatDayIn } from '../../i18n';
import type { MailDataByTemplate } from '../types';
import { Greeting, MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

const WHY = {
  authentication: 'mail.renewalCardFailed.why.authentication',
  declined: 'mail.renewalCardFailed.why.declined',
  expired: 'mail.renewalCardFailed.why.expired',
} as const satisfies Record<MailDataByTemplate['renewal-card-failed']['reason'], string>;

/** What renews, as the messages' select takes it: "your services for my-site", or "your Domain example.com". */
const renewing = (data: { website: string | null; serviceTitle: string }) => ({ kind: data.website ? 'website' : 'service', website: data.website ?? '', service: data.serviceTitle });

export function renewalCardFailed(data: MailDataByTemplate['renewal-card-failed'], context: MailContext): MailContent {
  const { t, language } = context;
  const what = renewing(data);
  const subject = t('mail.renewalCardFailed.subject', what);
  const retry = data.retryOn ? `${t('mail.renewalCardFailed.retry', { retryOn: formatDayIn(language, data.retryOn) })} ` : '';
  return {
    subject,
    element: (
      <MailLayout preview={subject} context={context}>
        <Heading as="h1">{t('mail.renewalCardFailed.heading')}</Heading>
        <Greeting name={data.name} context={context} />
        <Text>{`${t('mail.renewalCardFailed.tried', { ...what, orderIdentifier: data.orderIdentifier, card: data.card })} ${t(WHY[data.reason])}`}</Text>
        <Text>{t('mail.renewalCardFailed.periodEnds', { paidUntil: formatDayIn(language, data.paidUntil) })}</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>{t('mail.button.renewNow')}</Button>
        </Section>
        <Text>{`${retry}${t('mail.linkWorks30Days')}`}</Text>
      </MailLayout>
    ),
  };
}

export function savedCardExpiring(data: MailDataByTemplate['saved-card-expiring'], context: MailContext): MailContent {
  const { t, language } = context;
  const what = renewing(data);
  const subject = t('mail.savedCardExpiring.subject', what);
  return {
    subject,
    element: (
      <MailLayout preview={subject} context={context}>
        <Heading as="h1">{t('mail.savedCardExpiring.heading')}</Heading>
        <Greeting name={data.name} context={context} />
        <Text>{t('mail.savedCardExpiring.body', { ...what, chargeOn: formatDayIn(language, data.chargeOn), card: data.card, lastDay: formatDayIn(language, data.lastDay) })}</Text>
        <Text>{t('mail.savedCardExpiring.advice')}</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>{t('mail.button.renewNow')}</Button>
        </Section>
        <Text>{`${t('mail.savedCardExpiring.periodEnds', { paidUntil: formatDayIn(language, data.paidUntil) })} ${t('mail.linkWorks30Days')}`}</Text>
      </MailLayout>
    ),
  };
}
