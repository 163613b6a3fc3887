import { describe, expect, it } from 'vitest';
import { modifyItemFromQuery, openModifyItem, openQuickAdd, popupFromQuery, usePopupHost } from './popupHost';

describe('popup host', () => {
  it('opens quick-add or modify, each opening a new popup', () => {
    openQuickAdd(1011);
    const first = usePopupHost.getState().request;
    expect(first).toMatchObject({ kind: 'quick-add', productId: 1011 });
    openModifyItem(7);
    expect(usePopupHost.getState().request).toMatchObject({ kind: 'modify', itemId: 7 });
    expect(usePopupHost.getState().request?.key).not.toBe(first?.key);
    usePopupHost.getState().close();
    expect(usePopupHost.getState().request).toBeNull();
  });
  it('?modify=<id> names a cart item', () => {
    expect(modifyItemFromQuery('?modify=12')).toBe(12);
    expect(modifyItemFromQuery('?modify=abc')).toBeUndefined();
    expect(modifyItemFromQuery('?modify=0')).toBeUndefined();
    expect(modifyItemFromQuery('')).toBeUndefined();
  });
  it('the address asks for the modify popup before quick add, and for nothing when neither id is well formed', () => {
    expect(popupFromQuery('?category=stickers&quick-add=1001')).toEqual({ kind: 'quick-add', productId: 1001 });
    expect(popupFromQuery('?quick-add=1001&modify=5')).toEqual({ kind: 'modify', itemId: 5 });
    expect(popupFromQuery('?quick-add=-3')).toBeUndefined();
    expect(popupFromQuery('?quick-add=')).toBeUndefined();
    expect(popupFromQuery('?category=stickers')).toBeUndefined();
  });
});
