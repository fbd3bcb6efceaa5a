import { SessionContext } from '../../app/session';
import { Button } from '../../ui/Button';

/** What a signed-out visitor sees on a page for signed-in users: why, and the way in. */
export function SignInPrompt({ heading }: { heading: string }) {
  const session = SessionContext.useActorRef();
  return (
    <div className="sign-in-prompt">
      <h1>{heading}</h1>
      <p>Please sign in first.</p>
      <Button onPress={() => session.send({ type: 'session.openSignIn' })}>Log in</Button>
    </div>
  );
}
