/**
 * The account forms' own messages in the page's language. The form machines are pure and carry the contract's English
 * messages (the schema's validation, the network's failure): each one the browser itself writes is looked up here by
 * its English words and shown from the catalogue; any other message (the server's answer) is shown as it came.
 */
import { AUTH_MESSAGES, FULLNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contracts/auth';
import { NETWORK_MESSAGE } from '../../../machines/form';
import { useT, type MessageId, type MessageValues } from '../../i18n/i18n';

const KNOWN: ReadonlyMap<string, readonly [MessageId, MessageValues?]> = new Map<string, readonly [MessageId, MessageValues?]>([
  [AUTH_MESSAGES.FULLNAME_REQUIRED, ['account.error.fullnameRequired']],
  [AUTH_MESSAGES.FULLNAME_TOO_LONG, ['account.error.fullnameTooLong', { max: FULLNAME_MAX_LENGTH }]],
  [AUTH_MESSAGES.INVALID_EMAIL, ['account.error.invalidEmail']],
  [AUTH_MESSAGES.PASSWORD_REQUIRED, ['account.error.passwordRequired']],
  [AUTH_MESSAGES.PASSWORD_TOO_SHORT, ['account.error.passwordTooShort', { min: PASSWORD_MIN_LENGTH }]],
  [AUTH_MESSAGES.PASSWORD_TOO_LONG, ['account.error.passwordTooLong', { max: PASSWORD_MAX_LENGTH }]],
  [AUTH_MESSAGES.TWO_FACTOR_CODE_REQUIRED, ['account.error.codeRequired']],
  [AUTH_MESSAGES.NOT_SIGNED_IN, ['account.signInPrompt']],
  [NETWORK_MESSAGE, ['account.error.network']],
]);

/** What src/app/api/request-json.ts says when an answer is not the error contract. */
const HTTP_FAILURE = /^The server could not answer \(HTTP (\d+)\)\. Please try again\.$/;

/** A message of the account forms in the page's language: the browser's own from the catalogue, the server's as it is. */
export function useAccountMessage(): (message: string | null) => string | null {
  const t = useT();
  return (message) => {
    if (message === null) return null;
    const known = KNOWN.get(message);
    if (known) return t(known[0], known[1]);
    const http = HTTP_FAILURE.exec(message);
    return http ? t('account.error.http', { status: http[1] ?? '' }) : message;
  };
}
