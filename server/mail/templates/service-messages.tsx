/**
 * The messages of a service's lifecycle (docs/services.md): a lapsed website on the free version, the last notice
 * before it is archived, the archive, a domain in redemption, a released domain and a website moved to the smaller
 * package chosen for its new period. Each is sent once per service and period by the daily job.
 */
import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailDataByTemplate } from '../types';
import { Greeting, MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

type ServiceTemplate = 'website-free-version' | 'website-archive-notice' | 'website-archived' | 'domain-redemption' | 'domain-released' | 'website-downgraded';

/** Periods end at midnight UTC: the day alone says it. */
function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

function MyWebsites({ context }: { context: MailContext }) {
  return (
    <Section>
      <Button href={context.link('/websites')} style={buttonStyle}>My websites</Button>
    </Section>
  );
}

export const SERVICE_TEMPLATES: { [T in ServiceTemplate]: (data: MailDataByTemplate[T], context: MailContext) => MailContent } = {
  'website-free-version': (data, context) => ({
    subject: `${data.website} is on the free version`,
    element: (
      <MailLayout preview={`Your content is kept until ${formatDay(data.keptUntil)}.`} publicUrl={context.publicUrl}>
        <Heading as="h1">{data.website} is on the free version</Heading>
        <Greeting name={data.name} />
        <Text>
          The {data.packageName} package of your website {data.website} was not renewed, so the website now runs the free version. Your content stays safe
          until {formatDay(data.keptUntil)}: renew by then and the package comes back.
        </Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Renew the package</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'website-archive-notice': (data, context) => ({
    subject: `${data.website} will be archived on ${formatDay(data.archivedOn)}`,
    element: (
      <MailLayout preview={`Renew before ${formatDay(data.archivedOn)} to keep the website running.`} publicUrl={context.publicUrl}>
        <Heading as="h1">{data.website} will be archived</Heading>
        <Greeting name={data.name} />
        <Text>
          Your website {data.website} has been on the free version since its package lapsed. On {formatDay(data.archivedOn)} it will be archived and no
          longer shown. Renew the package before then to keep it running.
        </Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Renew the package</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'website-archived': (data, context) => ({
    subject: `${data.website} is archived`,
    element: (
      <MailLayout preview="The website is no longer shown." publicUrl={context.publicUrl}>
        <Heading as="h1">{data.website} is archived</Heading>
        <Greeting name={data.name} />
        <Text>Your website {data.website} was not renewed within the time its content was kept, so it is archived and no longer shown. Contact us if you want it back.</Text>
        <MyWebsites context={context} />
      </MailLayout>
    ),
  }),
  'domain-redemption': (data, context) => ({
    subject: `${data.domain} expired: restoring it now costs a fee`,
    element: (
      <MailLayout preview={`Restore it before ${formatDay(data.releasedOn)}.`} publicUrl={context.publicUrl}>
        <Heading as="h1">{data.domain} is in redemption</Heading>
        <Greeting name={data.name} />
        <Text>
          The domain {data.domain} was not renewed. You can still restore it until {formatDay(data.releasedOn)}, for the registry's restoration fee on top of
          the renewal. After that day it is released and anyone may register it.
        </Text>
        <Section>
          <Button href={context.link(data.renewUrl)} style={buttonStyle}>Restore the domain</Button>
        </Section>
      </MailLayout>
    ),
  }),
  'domain-released': (data, context) => ({
    subject: `${data.domain} was released`,
    element: (
      <MailLayout preview="The domain is no longer yours." publicUrl={context.publicUrl}>
        <Heading as="h1">{data.domain} was released</Heading>
        <Greeting name={data.name} />
        <Text>The domain {data.domain} was not renewed or restored in time, so it went back to the registry and is no longer registered to you.</Text>
        <MyWebsites context={context} />
      </MailLayout>
    ),
  }),
  'website-downgraded': (data, context) => ({
    subject: `${data.website} now runs the ${data.packageName} package`,
    element: (
      <MailLayout preview={`As you chose, ${data.website} runs ${data.packageName} until ${formatDay(data.paidUntil)}.`} publicUrl={context.publicUrl}>
        <Heading as="h1">{data.website} now runs {data.packageName}</Heading>
        <Greeting name={data.name} />
        <Text>
          As you chose, your website {data.website} moved {data.previousPackageName ? `from ${data.previousPackageName} ` : ''}to the {data.packageName} package for the
          period you paid, until {formatDay(data.paidUntil)}.
        </Text>
        {data.warning && (
          <Text>
            {data.warning} Nothing of your website was deleted: everything you have is kept, but {data.packageName} does not include it. Upgrade to a larger
            package to use it again, or trim the website to fit.
          </Text>
        )}
        <Section>
          <Button href={context.link('/my/services')} style={buttonStyle}>My services</Button>
        </Section>
      </MailLayout>
    ),
  }),
};
