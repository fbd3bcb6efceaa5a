/**
 * The header's language switch: a native select, so the keyboard chooses with the arrow keys and the focus stays on
 * it while the page changes language around it. A visitor's choice is kept in a cookie, a signed-in person's in the
 * account too (docs/frontend.md "Messages in Czech and English").
 */
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { LANGUAGES, isLanguage, type Language } from '../../contracts/language';
import { useSignedInUser } from '../app/session';
import { saveAccountLanguage } from './api/save-account-language';
import { useLanguage, useT } from './i18n';
import { switchLanguage } from './language';

/** Each language by its own name, as people look for it. */
const NAMES: Record<Language, string> = { en: 'English', cs: 'Čeština' };

export function LanguageSwitch() {
  const t = useT();
  const { i18n } = useLingui();
  const language = useLanguage();
  const user = useSignedInUser();
  const signedIn = user !== null;
  // The account's language, given at sign-in, is the page's from then on (the server has set the cookie too).
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage) void switchLanguage(i18n, accountLanguage);
  }, [accountLanguage, i18n]);
  const choose = (chosen: string) => {
    if (!isLanguage(chosen) || chosen === language) return;
    void switchLanguage(i18n, chosen);
    // The page has changed already; a failed save leaves the cookie's choice, and the account's next sign-in asks again.
    if (signedIn) saveAccountLanguage(chosen).catch(() => {});
  };
  return (
    <select className="language-switch" aria-label={t('header.language')} value={language} onChange={(event) => choose(event.target.value)}>
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NAMES[code]}
        </option>
      ))}
    </select>
  );
}
