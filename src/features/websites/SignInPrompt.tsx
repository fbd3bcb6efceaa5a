import { SessionContext } from '../../app/session';
import AreaMessages from '../../i18n/areas';
import { useT } from '../../i18n/i18n';
import { Button } from '../../ui/Button';

/**
 * What a signed-out visitor sees on a page for signed-in users: why, and the way in. Its words are the account
 * area's, brought along here for the pages of other areas that show it (My orders, My services, the back office).
 */
export function SignInPrompt({ heading }: { heading: string }) {
  return (
    <AreaMessages area="account">
      <Prompt heading={heading} />
    </AreaMessages>
  );
}

function Prompt({ heading }: { heading: string }) {
  const t = useT();
  const session = SessionContext.useActorRef();
  return (
    <div className="sign-in-prompt">
      <h1>{heading}</h1>
      <p>{t('account.signInPrompt')}</p>
      <Button onPress={() => session.send({ type: 'session.openSignIn' })}>{t('account.logIn')}</Button>
    </div>
  );
}
