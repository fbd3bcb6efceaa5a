import { plainTextSelectors, render } from '@react-email/render';
import { DEFAULT_LANGUAGE, type Language } from '../../contracts/language';
import { serverT } from '../i18n';
import { TEMPLATES } from './templates/messages';
import type { MailDataByTemplate, MailTemplate } from './types';

// Tables of details (the bank transfer's) read as label and value side by side, not one cell per line.
const TEXT_OPTIONS = { selectors: [...plainTextSelectors, { selector: 'table', format: 'dataTable' }] };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A message as sent: the subject, the HTML and its plain-text part in the recipient's language (the one kept with the
 * queued message), with links made absolute from publicUrl.
 */
export async function renderMail<T extends MailTemplate>(template: T, data: MailDataByTemplate[T], publicUrl: string, language: Language = DEFAULT_LANGUAGE): Promise<RenderedMail> {
  const link = (url: string) => new URL(url, publicUrl).toString();
  const { subject, element } = TEMPLATES[template](data, { link, publicUrl, language, t: serverT(language) });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject, html, text };
}
