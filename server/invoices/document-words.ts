/**
 * What an invoice or a credit note writes in its language (server/invoices/pdf.ts, credit-note.ts, czk.ts): the
 * words, amounts, days, payment methods and periods. English keeps the forms the documents always had, without Intl
 * (the same snapshot gives the same bytes); Czech is written by Intl in Czech.
 */
import { PAYMENT_TITLES } from '../../contracts/payment-methods';
import type { Language } from '../../contracts/language';
import { titleText, type TitleParts } from '../domain/checkout/item-title';
import type { DatedRate } from '../domain/cnb-rates';
import { exchangeRateText } from '../domain/cnb-rates';
import { minorUnitDigits, toDecimalString } from '../domain/money';
import { INTL_LOCALES, languageOrDefault, serverT, type ServerT } from '../i18n';
import { itemWords } from '../i18n/item-words';

/** What a document writes in its language: the words, amounts of a currency, days (YYYY-MM-DD), payment methods, periods. */
export interface DocumentWords {
  language: Language;
  t: ServerT;
  money: (currency: string) => (amountMinor: string) => string;
  day: (isoDay: string) => string;
  /** A payment title as stored (PAYMENT_TITLES' English) in the language, with the saved card an automatic renewal charged. */
  method: (title: string, card?: string) => string;
  /** A line's name in the language (a package's or a domain's words around its name; an add-on's title as it is). */
  title: (parts: TitleParts) => string;
  /** A line's period as stored ('12 months', '1 year') in the language. */
  period: (text: string) => string;
  /** The CNB's rate the document's CZK amounts were converted at. */
  exchangeRate: (rate: DatedRate) => string;
}

const PROVIDER_OF_TITLE = new Map(Object.entries(PAYMENT_TITLES).map(([provider, title]) => [title.toLowerCase(), provider as keyof typeof PAYMENT_TITLES]));

export function documentWords(stored: string | undefined): DocumentWords {
  const language = languageOrDefault(stored);
  const t = serverT(language);
  if (language === 'en') {
    return {
      language,
      t,
      money: documentMoney,
      day: (isoDay) => isoDay,
      method: (title, card) => (card ? t('document.paidWithCard', { method: title, card }) : title),
      title: (parts) => titleText(parts),
      period: (text) => text,
      exchangeRate: exchangeRateText,
    };
  }
  const locale = INTL_LOCALES[language];
  const day = (isoDay: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
  const decimal = (text: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: text.split('.')[1]?.length ?? 0 }).format(Number(text));
  return {
    language,
    t,
    money: (currency) => {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      return (amountMinor) => format.format(Number(toDecimalString(BigInt(amountMinor), minorUnitDigits(currency))));
    },
    day,
    method: (title, card) => {
      const provider = PROVIDER_OF_TITLE.get(title.toLowerCase());
      const method = provider ? t(`document.method.${provider}`) : title;
      return card ? t('document.paidWithCard', { method, card }) : method;
    },
    title: (parts) => titleText(parts, itemWords(language)),
    period: (text) => {
      const match = /^(\d+) (month|year)s?$/.exec(text);
      return match ? t(match[2] === 'month' ? 'invoice.months' : 'invoice.years', { count: Number(match[1]) }) : text;
    },
    exchangeRate: (rate) => t('document.exchangeRate', { date: day(rate.date), amount: rate.amount, currency: rate.currency, rate: decimal(rate.rate) }),
  };
}

/** An amount of the document's currency as printed: '12.10 EUR' (no Intl, see above). */
function documentMoney(currency: string): (amountMinor: string) => string {
  return (amountMinor) => `${toDecimalString(BigInt(amountMinor), minorUnitDigits(currency))} ${currency}`;
}
