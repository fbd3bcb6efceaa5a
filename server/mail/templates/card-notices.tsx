/**
 * The e-mails about a saved card and an automatic renewal (docs/services.md "Automatic renewal"): the card could not
 * pay it (what is to be renewed, why the card needs its holder, when it is tried again), and the card expires before
 * it is charged (a month ahead). Both carry the one-click link to pay the renewal now.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailDataByTemplate } from '../types';
import { MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const WHY: Record<MailDataByTemplate['renewal-card-failed']['reason'], string> = {
  authentication: 'Your bank asks you to confirm this payment yourself, so it could not be made without you.',
  declined: 'Your bank declined the payment.',
  expired: 'The card has expired.',
};

/** What renews: "your services for my-site", or "your Domain example.com". */
const renewing = (data: { website: string | null; serviceTitle: string }) => (data.website ? `your services for ${data.website}` : `your ${data.serviceTitle}`);

export function renewalCardFailed(data: MailDataByTemplate['renewal-card-failed'], context: MailContext): MailContent {
  const what = renewing(data);
  const subject = `Your card needs you to renew ${what}`;
  return {
    subject,
    element: (
      <MailLayout preview={subject} publicUrl={context.publicUrl}>
        <Heading as="h1">Your card needs you</Heading>
        <Text>{`Hello ${data.name},`}</Text>
        <Text>{`We tried to pay the automatic renewal of ${what} (order ${data.orderIdentifier}) with your ${data.card}. ${WHY[data.reason]}`}</Text>
        <Text>{`The paid period ends on ${formatDate(data.paidUntil)}. Renew now with the button below: you can confirm the payment, or pay with another card or method.`}</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Renew now</Button>
        </Section>
        <Text>
          {data.retryOn
            ? `If you do nothing, we try the card again on ${formatDate(data.retryOn)}, and twice more after that. The link works for 30 days, even when you are not logged in.`
            : 'The link works for 30 days, even when you are not logged in.'}
        </Text>
      </MailLayout>
    ),
  };
}

export function savedCardExpiring(data: MailDataByTemplate['saved-card-expiring'], context: MailContext): MailContent {
  const what = renewing(data);
  const subject = `Your saved card expires before ${what} renew`;
  return {
    subject,
    element: (
      <MailLayout preview={subject} publicUrl={context.publicUrl}>
        <Heading as="h1">Your card expires before the renewal</Heading>
        <Text>{`Hello ${data.name},`}</Text>
        <Text>{`The automatic renewal of ${what} is to be paid on ${formatDate(data.chargeOn)} with your ${data.card}, but the card can be charged only until ${formatDate(data.lastDay)}.`}</Text>
        <Text>Renew now and pay with a card that is still valid, ticking "Save this card for automatic renewals": the renewals after it are then paid with the new card.</Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Renew now</Button>
        </Section>
        <Text>{`The paid period ends on ${formatDate(data.paidUntil)}. The link works for 30 days, even when you are not logged in.`}</Text>
      </MailLayout>
    ),
  };
}
