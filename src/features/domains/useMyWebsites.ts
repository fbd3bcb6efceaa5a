import { useEffect, useState } from 'react';
import { fetchMyWebsites } from '../websites/api/fetch-my-websites';
import { failureText } from '../../app/api/api-error';

export type WebsitesState = { status: 'signedOut' } | { status: 'loading' } | { status: 'loaded'; names: string[] } | { status: 'failed'; message: string };

/** The signed-in account's website names, loaded when someone signs in; keyed by the user, so another account reloads. */
export function useMyWebsites(userId: string | null): WebsitesState {
  const [state, setState] = useState<{ userId: string; websites: WebsitesState } | null>(null);
  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchMyWebsites(controller.signal).then(
      (websites) => setState({ userId, websites: { status: 'loaded', names: websites.map((website) => website.name) } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ userId, websites: { status: 'failed', message: failureText(error, 'Your websites could not be loaded.') } });
      },
    );
    return () => controller.abort();
  }, [userId]);
  if (userId === null) return { status: 'signedOut' };
  return state?.userId === userId ? state.websites : { status: 'loading' };
}
