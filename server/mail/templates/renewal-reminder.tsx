/**
 * The renewal reminder (docs/services.md "Reminders"): one e-mail per website with each of its services whose period
 * ends soon (or has just ended), the date each runs until, and the one-click link to the renewal's checkout.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailDataByTemplate } from '../types';
import { MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** When the period ends, in words: "in 30 days", "today", or "3 days ago". */
export function endsWhen(daysLeft: number): string {
  if (daysLeft === 0) return 'today';
  const days = Math.abs(daysLeft) === 1 ? '1 day' : `${Math.abs(daysLeft)} days`;
  return daysLeft > 0 ? `in ${days}` : `${days} ago`;
}

export function renewalReminder(data: MailDataByTemplate['renewal-reminder'], context: MailContext): MailContent {
  const what = data.website ? `Your services for ${data.website}` : `Your ${data.services[0]?.title ?? 'service'}`;
  const ended = data.daysLeft < 0;
  const subject = ended ? `${what} ended ${endsWhen(data.daysLeft)}: renew now` : `${what} end ${endsWhen(data.daysLeft)}: renew now`;
  return {
    subject,
    element: (
      <MailLayout preview={subject} publicUrl={context.publicUrl}>
        <Heading as="h1">Time to renew</Heading>
        <Text>{`Hello ${data.name},`}</Text>
        <Text>
          {ended ? `The paid period of these services ended ${endsWhen(data.daysLeft)}:` : `The paid period of these services ends ${endsWhen(data.daysLeft)}:`}
        </Text>
        <ul>
          {data.services.map((service) => (
            <li key={service.title}>{`${service.title}: paid until ${formatDate(service.paidUntil)}`}</li>
          ))}
        </ul>
        <Text>Renew them in one order ({data.orderIdentifier}); the new period continues from the end of the old one.</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Renew now</Button>
        </Section>
        <Text>The link opens the renewal even when you are not logged in, and works for 30 days.</Text>
      </MailLayout>
    ),
  };
}
