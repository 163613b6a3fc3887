import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { shopperMessage } from '../api/errors';
import { usePreloaded } from '../ui/preloaded';

export type RequestState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: string };

/**
 * Runs `load` when `key` changes, aborting the previous run; `retry` runs it again. The data stays in component state
 * (no global cache) because each page asks for what it shows. Data the server rendered the page with under the same
 * key (ui/preloaded.ts) is the first state, and is not asked for again.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T> & { retry: () => void } {
  const preloaded = usePreloaded<T>(key);
  const [state, setState] = useState<RequestState<T>>(() => (preloaded === undefined ? { status: 'loading' } : { status: 'done', data: preloaded }));
  // The key whose data came with the page: its first load is skipped (also when StrictMode runs the effect twice).
  const preloadedKey = useRef(preloaded === undefined ? undefined : key);
  const [attempt, setAttempt] = useState(0);
  // `load` is recreated each render; `key` says when the request really changes, so the effect reads the latest one.
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (attempt === 0 && key === preloadedKey.current) return;
    preloadedKey.current = undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    latestLoad.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: shopperMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
