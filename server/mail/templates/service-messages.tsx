/**
 * The messages of a service's lifecycle (docs/services.md): a lapsed website on the free version, the last notice
 * before it is archived, the archive, a domain in redemption, a released domain and a website moved to the smaller
 * package chosen for its new period. Each is sent once per service and period by the daily job, in the recipient's
 * language.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatDayIn } from '../../i18n';
import type { MailDataByTemplate } from '../types';
import { Greeting, MailLayout, buttonStyle } from './layout';
import type { MailContent, MailContext } from './layout';

type ServiceTemplate = 'website-free-version' | 'website-archive-notice' | 'website-archived' | 'domain-redemption' | 'domain-released' | 'website-downgraded';

function MyWebsites({ context }: { context: MailContext }) {
  return (
    <Section>
      <Button href={context.link('/websites')} style={buttonStyle}>{context.t('mail.button.myWebsites')}</Button>
    </Section>
  );
}

function RenewButton({ href, label }: { href: string; label: string }) {
  return (
    <Section>
      <Button href={href} style={buttonStyle}>{label}</Button>
    </Section>
  );
}

export const SERVICE_TEMPLATES: { [T in ServiceTemplate]: (data: MailDataByTemplate[T], context: MailContext) => MailContent } = {
  'website-free-version': (data, context) => {
    const { t } = context;
    // Periods end at midnight UTC: the day alone says it.
    const values = { website: data.website, packageName: data.packageName, keptUntil: formatDayIn(context.language, data.keptUntil) };
    return {
      subject: t('mail.websiteFreeVersion.title', values),
      element: (
        <MailLayout preview={t('mail.websiteFreeVersion.preview', values)} context={context}>
          <Heading as="h1">{t('mail.websiteFreeVersion.title', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.websiteFreeVersion.body', values)}</Text>
          <RenewButton href={context.link(data.renewUrl)} label={t('mail.button.renewPackage')} />
        </MailLayout>
      ),
    };
  },
  'website-archive-notice': (data, context) => {
    const { t } = context;
    const values = { website: data.website, archivedOn: formatDayIn(context.language, data.archivedOn) };
    return {
      subject: t('mail.websiteArchiveNotice.subject', values),
      element: (
        <MailLayout preview={t('mail.websiteArchiveNotice.preview', values)} context={context}>
          <Heading as="h1">{t('mail.websiteArchiveNotice.heading', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.websiteArchiveNotice.body', values)}</Text>
          <RenewButton href={context.link(data.renewUrl)} label={t('mail.button.renewPackage')} />
        </MailLayout>
      ),
    };
  },
  'website-archived': (data, context) => {
    const { t } = context;
    const values = { website: data.website };
    return {
      subject: t('mail.websiteArchived.title', values),
      element: (
        <MailLayout preview={t('mail.websiteArchived.preview')} context={context}>
          <Heading as="h1">{t('mail.websiteArchived.title', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.websiteArchived.body', values)}</Text>
          <MyWebsites context={context} />
        </MailLayout>
      ),
    };
  },
  'domain-redemption': (data, context) => {
    const { t } = context;
    const values = { domain: data.domain, releasedOn: formatDayIn(context.language, data.releasedOn) };
    return {
      subject: t('mail.domainRedemption.subject', values),
      element: (
        <MailLayout preview={t('mail.domainRedemption.preview', values)} context={context}>
          <Heading as="h1">{t('mail.domainRedemption.heading', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.domainRedemption.body', values)}</Text>
          <RenewButton href={context.link(data.renewUrl)} label={t('mail.domainRedemption.button')} />
        </MailLayout>
      ),
    };
  },
  'domain-released': (data, context) => {
    const { t } = context;
    const values = { domain: data.domain };
    return {
      subject: t('mail.domainReleased.title', values),
      element: (
        <MailLayout preview={t('mail.domainReleased.preview')} context={context}>
          <Heading as="h1">{t('mail.domainReleased.title', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>{t('mail.domainReleased.body', values)}</Text>
          <MyWebsites context={context} />
        </MailLayout>
      ),
    };
  },
  'website-downgraded': (data, context) => {
    const { t } = context;
    const values = { website: data.website, packageName: data.packageName, paidUntil: formatDayIn(context.language, data.paidUntil) };
    return {
      subject: t('mail.websiteDowngraded.subject', values),
      element: (
        <MailLayout preview={t('mail.websiteDowngraded.preview', values)} context={context}>
          <Heading as="h1">{t('mail.websiteDowngraded.heading', values)}</Heading>
          <Greeting name={data.name} context={context} />
          <Text>
            {data.previousPackageName ? t('mail.websiteDowngraded.bodyFrom', { ...values, previousPackageName: data.previousPackageName }) : t('mail.websiteDowngraded.body', values)}
          </Text>
          {/* The warning is the price list guard's words, in English until the server speaks them in the recipient's language. */}
          {data.warning && <Text>{`${data.warning} ${t('mail.websiteDowngraded.warning', values)}`}</Text>}
          <Section>
            <Button href={context.link('/my/services')} style={buttonStyle}>{t('mail.button.myServices')}</Button>
          </Section>
        </MailLayout>
      ),
    };
  },
};
