import { useCallback, useEffect, useState } from 'react';

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
      (error: unknown) => active && setState({ status: 'failed', message: error instanceof Error ? error.message : failure }),
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
