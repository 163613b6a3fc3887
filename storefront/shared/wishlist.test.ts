import { ApiError } from '../api/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadWishlist, toggleWishlist, useWishlist } from './wishlist';

describe('wishlist hearts', () => {
  beforeEach(() => useWishlist.setState({ ids: new Set(), status: 'idle', busy: new Set(), message: null }));

  it('loads the ids once and follows the action the toggle answers, with its message', async () => {
    let asked = 0;
    loadWishlist({ wishlistProductIds: async () => (asked++, [4]) });
    loadWishlist({ wishlistProductIds: async () => (asked++, [4]) });
    await Promise.resolve();
    expect(asked).toBe(1);
    expect([...useWishlist.getState().ids]).toEqual([4]);
    await toggleWishlist(7, { toggleWishlist: async () => ({ done: true, action: 'add', message: 'Added to your wishlist' }) });
    expect([...useWishlist.getState().ids].sort()).toEqual([4, 7]);
    expect(useWishlist.getState().message?.text).toBe('Added to your wishlist');
    await toggleWishlist(4, { toggleWishlist: async () => ({ done: true, action: 'remove', message: 'Removed' }) });
    expect([...useWishlist.getState().ids]).toEqual([7]);
  });

  it('a failed toggle keeps the heart and says why; a second click while one is out is ignored', async () => {
    let calls = 0;
    let fail!: () => void;
    const pending = toggleWishlist(9, {
      toggleWishlist: () => (calls++, new Promise((_r, reject) => (fail = () => reject(new ApiError('toggleWishlist', 409, 'x', 'Not now'))))),
    });
    await toggleWishlist(9, { toggleWishlist: async () => (calls++, { done: true, action: 'add', message: '' }) });
    fail();
    await pending;
    expect(calls).toBe(1);
    expect(useWishlist.getState().ids.has(9)).toBe(false);
    expect(useWishlist.getState().message).toMatchObject({ text: 'Not now', tone: 'danger' });
    expect(useWishlist.getState().busy.size).toBe(0);
  });
});
