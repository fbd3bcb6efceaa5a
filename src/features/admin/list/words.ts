/**
 * The back office's words in the page's language (the admin area, docs/frontend.md "Messages in Czech and English"):
 * moments and numbers by Intl in the page's language, and what the machines and the calls say in English mapped to
 * the catalogue by their message (the machines stay free of i18n). A text none of these know, the server's refusal
 * (already in the request's language) or data, is shown as it came.
 */
import { LIST_FAILED_MESSAGE } from '../../../../machines/adminList';
import { NETWORK_MESSAGE } from '../../../../machines/form';
import { useLanguage, useT, type MessageId, type MessageValues } from '../../../i18n/i18n';

/** An English text with data in it: its pattern, and the message that takes the pattern's named groups as arguments. */
export interface KnownPattern {
  pattern: RegExp;
  id: MessageId;
  /** A group's value in the page's language (e.g. a status's English words), by the group's name. */
  translate?: Readonly<Record<string, (value: string) => string>>;
}

/** What any back-office page may be told in English by a machine or a call of its own. */
const COMMON_TEXTS: Record<string, MessageId> = {
  [LIST_FAILED_MESSAGE]: 'admin.list.loadFailed',
  [NETWORK_MESSAGE]: 'admin.list.networkFailed',
};

export function useAdminWords() {
  const t = useT();
  const language = useLanguage();
  return {
    t,
    language,
    /** A moment of the API in UTC, as the back office shows it: 'Nov 24, 2026, 9:00 AM UTC' ('…9:00:00 AM UTC' with seconds). */
    when: (iso: string, withSeconds = false): string =>
      t('admin.list.utc', { time: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short', timeZone: 'UTC' }).format(new Date(iso)) }),
    number: (value: number): string => new Intl.NumberFormat(language).format(value),
    /**
     * A message a machine or a call gave, in the page's language when it is a known English text (exactly, or by a
     * pattern whose named groups are the message's arguments); any other text as it came.
     */
    message: (text: string, known: Readonly<Record<string, MessageId>> = {}, patterns: readonly KnownPattern[] = []): string => {
      const id = known[text] ?? COMMON_TEXTS[text];
      if (id) return t(id);
      for (const { pattern, id: patternId, translate } of patterns) {
        const groups = pattern.exec(text)?.groups;
        if (!groups) continue;
        const values: MessageValues = {};
        for (const [name, value] of Object.entries(groups)) values[name] = translate?.[name]?.(value ?? '') ?? value ?? '';
        return t(patternId, values);
      }
      return text;
    },
  };
}

export type AdminWords = ReturnType<typeof useAdminWords>;
