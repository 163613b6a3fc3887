import { describe, expect, it } from 'vitest';
import { createOptionsStore } from './store';
import { sticker, textSticker } from './testing';
import { readUnitChoice, saveUnitChoice, SIZE_UNIT_KEY } from './unitChoice';

// The remembered size unit: saved as the shopper chooses it, read back by the next panel (another product, a later
// visit), never applied to a cart item being modified (its size is in centimetres).

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the remembered size unit', () => {
  it('is saved and read back; nothing saved, or something else, is no choice', () => {
    const store = memory();
    expect(readUnitChoice(store)).toBeUndefined();
    saveUnitChoice('in', store);
    expect(store.getItem(SIZE_UNIT_KEY)).toBe('in');
    expect(readUnitChoice(store)).toBe('in');
    store.setItem(SIZE_UNIT_KEY, 'furlongs');
    expect(readUnitChoice(store)).toBeUndefined();
  });

  it('survives a storage that refuses (private mode) or is absent', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveUnitChoice('in', refusing)).not.toThrow();
    expect(readUnitChoice(refusing)).toBeUndefined();
    expect(readUnitChoice(undefined)).toBeUndefined();
  });

  it('a new configuration of another product starts in it; a modified item opens in centimetres', () => {
    const store = memory();
    saveUnitChoice('in', store);
    const unit = readUnitChoice(store);
    expect(createOptionsStore(textSticker, { unit }).getState().unit).toBe('in');
    expect(createOptionsStore(sticker, { unit }).getState().unit).toBe('in');
    expect(createOptionsStore(sticker).getState().unit).toBe('cm');
    const modify = createOptionsStore(sticker, { unit, mode: 'modify', itemId: 7, selected: { width: 100, height: 80 } }).getState();
    expect(modify).toMatchObject({ unit: 'cm', customWidth: '100', customHeight: '80' });
    // a quick-add whose selection already has a size in centimetres keeps centimetres too
    expect(createOptionsStore(sticker, { unit, mode: 'quick-add', selected: { width: 100, height: 80 } }).getState().unit).toBe('cm');
  });
});
