// Local storage as the storefront uses it: absent (private mode, no window) is normal, never an error.
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function localStore(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
