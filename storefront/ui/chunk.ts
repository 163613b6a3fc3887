import { useEffect, useState } from 'react';

// A lazy chunk a page can start loading before it renders (as soon as it knows it will show it), and render without
// suspending. React 19 holds back revealing a Suspense boundary for about 300 ms after its fallback showed, even when
// the lazy chunk arrives at once: the designer's two nested lazy chunks cost the opening of a design 0.6 s that way
// (issue 29). A chunk already loaded renders in the same pass; one still loading shows the page's own spinner.

export interface Chunk<T> {
  /** Starts loading (once; again after a failure) and answers the module. */
  load(): Promise<T>;
  /** The module once loaded. */
  readonly loaded: T | undefined;
}

export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      promise ??= load().then(
        (m) => (value = m),
        (err: unknown) => {
          promise = undefined;
          throw err;
        },
      );
      return promise;
    },
    get loaded() {
      return value;
    },
  };
}

export type ChunkState<T> = { status: 'loading' } | { status: 'done'; module: T } | { status: 'error'; retry: () => void };

/** The chunk's module, loaded (in the same render when it already is), or its loading or failure (with a retry). */
export function useChunk<T>(c: Chunk<T>): ChunkState<T> {
  const [state, setState] = useState<ChunkState<T>>(() => (c.loaded ? { status: 'done', module: c.loaded } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const loaded = c.loaded;
    if (loaded) return setState((s) => (s.status === 'done' ? s : { status: 'done', module: loaded }));
    let live = true;
    c.load().then(
      (module) => live && setState({ status: 'done', module }),
      () =>
        live &&
        setState({
          status: 'error',
          retry: () => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [c, attempt]);
  return state;
}
