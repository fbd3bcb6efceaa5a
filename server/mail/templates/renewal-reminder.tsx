/**
 * The renewal reminder (docs/services.md "Reminders"): one e-mail per website with each of its services whose period
 * ends soon (or has just ended), the date each runs until, and the one-click link to the renewal's checkout.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ServerT } from '../../i18n';
import { formatDayIn, serverT } from '../../i18n';
import type { MailDataByTemplate } from '../types';
import { Greeting, MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

/** When the period ends, in words: "in 30 days", "today", or "3 days ago" (in English unless given the words of another language). */
export function endsWhen(daysLeft: number, t: ServerT = serverT('en')): string {
  if (daysLeft === 0) return t('mail.when.today');
  return t(daysLeft > 0 ? 'mail.when.in' : 'mail.when.ago', { count: Math.abs(daysLeft) });
}

export function renewalReminder(data: MailDataByTemplate['renewal-reminder'], context: MailContext): MailContent {
  const { t } = context;
  const when = endsWhen(data.daysLeft, t);
  const ended = data.daysLeft < 0;
  const subject = data.website
    ? t(ended ? 'mail.renewalReminder.subject.websiteEnded' : 'mail.renewalReminder.subject.websiteEnds', { website: data.website, when })
    : t(ended ? 'mail.renewalReminder.subject.serviceEnded' : 'mail.renewalReminder.subject.serviceEnds', { service: data.services[0]?.title ?? t('mail.renewalReminder.service'), when });
  return {
    subject,
    element: (
      <MailLayout preview={subject} context={context}>
        <Heading as="h1">{t('mail.renewalReminder.heading')}</Heading>
        <Greeting name={data.name} context={context} />
        <Text>{t(ended ? 'mail.renewalReminder.periodEnded' : 'mail.renewalReminder.periodEnds', { when })}</Text>
        <ul>
          {data.services.map((service) => (
            <li key={service.title}>{t('mail.renewalReminder.item', { title: service.title, paidUntil: formatDayIn(context.language, service.paidUntil) })}</li>
          ))}
        </ul>
        <Text>{t('mail.renewalReminder.order', { orderIdentifier: data.orderIdentifier })}</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>{t('mail.button.renewNow')}</Button>
        </Section>
        <Text>{t('mail.renewalReminder.link')}</Text>
      </MailLayout>
    ),
  };
}
