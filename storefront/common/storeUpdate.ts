// The options' and the cart's zustand stores change their state with plain objects: immer (7 KB gzipped) came with
// the product page's first load for them alone (bench:bundle); the designer's engine keeps it for its patches. As with
// immer, a change that changes nothing keeps the object itself: zustand then calls no listener (a listener that sets
// what is already there ends there), and a part holding that object is not drawn again.

type Patch<S> = Partial<S> | ((state: S) => Partial<S>);

/** `value` with `patch` applied: a new object when a field differs (or is new, if undefined), else `value` itself. */
export function patched<T extends object>(value: T, patch: Partial<T>): T {
  for (const key in patch) if (!Object.is(patch[key], value[key]) || !(key in value)) return { ...value, ...patch };
  return value;
}

/** `record` without `key`: `record` itself when it has no such key. */
export function without<T extends object>(record: T, key: PropertyKey): T {
  if (!(key in record)) return record;
  const rest = { ...record } as Record<PropertyKey, unknown>;
  delete rest[key];
  return rest as T;
}

/** zustand's `set` taking a patch, or a function of the state answering one, applied as `patched` does. */
export function updater<S extends object>(set: (change: (state: S) => S) => void): (patch: Patch<S>) => void {
  return (patch) => set((state) => patched(state, typeof patch === 'function' ? patch(state) : patch));
}
