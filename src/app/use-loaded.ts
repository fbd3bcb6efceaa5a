import { useCallback, useEffect, useState } from 'react';
import { failureText } from './api/api-error';
import { useT, type MessageId } from '../i18n/i18n';

export type Loaded<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; message: string };

/**
 * One read for a page of its own (the development pages /events and /outbox): loading, loaded or failed with the
 * error's message, and `reload` to read again. A result that arrives after the page left is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, failure: string): { state: Loaded<T>; reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'loaded', value }),
      (error: unknown) => active && setState({ status: 'failed', message: failureText(error, failure) }),
    );
    return () => {
      active = false;
    };
  }, [load, failure, generation]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((current) => current + 1);
  }, []);
  return { state, reload };
}

/** What src/app/api/request-json.ts says when an answer is not the error contract. */
const HTTP_FAILURE = /^The server could not answer \(HTTP (\d+)\)\. Please try again\.$/;

/**
 * A failed read's message in the page's language: the page's own failure (`failure`, whose words are `failureId`) and
 * the browser's sentence for an answer without the error contract from the catalogue; the server's message as it came.
 */
export function useFailureText(failure: string, failureId: MessageId): (message: string) => string {
  const t = useT();
  return (message) => {
    if (message === failure) return t(failureId);
    const http = HTTP_FAILURE.exec(message);
    return http ? t('public.error.http', { status: http[1] ?? '' }) : message;
  };
}
