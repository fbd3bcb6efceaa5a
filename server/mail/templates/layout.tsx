import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactElement, ReactNode } from 'react';
import type { Language } from '../../../contracts/language';
import type { ServerT } from '../../i18n';

/** What every template gets: links made absolute from PUBLIC_URL, and the recipient's language and its words. */
export interface MailContext {
  /** Makes a link absolute from PUBLIC_URL; absolute links pass through. */
  link: (url: string) => string;
  publicUrl: string;
  language: Language;
  t: ServerT;
}

/** A rendered template: its subject and its React Email element. */
export interface MailContent {
  subject: string;
  element: ReactElement;
}

export const PRODUCT_NAME = 'Hosting Portal';

const body = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933', margin: 0 };
const container = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' };
const footer = { color: '#52606d', fontSize: '12px' };

/** The frame of every message: a preview line for the inbox list, the content, and who it is from. */
export function MailLayout({ preview, context, children }: { preview: string; context: MailContext; children: ReactNode }) {
  const { publicUrl } = context;
  return (
    <Html lang={context.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          {children}
          <Hr />
          <Section>
            <Text style={footer}>
              {PRODUCT_NAME} · <Link href={publicUrl}>{publicUrl}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '4px',
  textDecoration: 'none',
  display: 'inline-block',
};

export function Greeting({ name, context }: { name: string; context: MailContext }) {
  return <Text>{context.t('mail.greeting', { name })}</Text>;
}
