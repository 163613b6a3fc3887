import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataClient } from '../data/client';
import { createOptionsController, createOptionsData, HEIGHT_DELAY_MS, SIZE_IDLE_MS } from './controller';
import { createOptionsStore } from './store';
import { textSticker } from './testing';

// A percentage size (the text sticker) typed in inches, against a scripted API: the height call carries convertUM and
// its inch answer is what the price asks with; a width rounded to 5 cm asks the height of the rounded width.

function setup(heightFor: (width: number) => number) {
  const store = createOptionsStore(textSticker);
  const calls: { name: string; payload: Record<string, unknown> }[] = [];
  const call = ((name: string, payload: Record<string, unknown>) => {
    calls.push({ name, payload });
    return Promise.resolve(name === 'calculateCustomHeight' ? { height: heightFor(payload.width as number) } : { price: 1050, formattedPrice: '€10.50' });
  }) as unknown as DataClient['call'];
  const api: DataClient = { call, latest: () => ({ call }), abortLatest: () => undefined };
  const controller = createOptionsController(store, {
    data: createOptionsData(api),
    showInfo: () => undefined,
    hasCookieChoice: () => true,
    askCookieChoice: () => undefined,
    onCartSuccess: () => undefined,
  });
  controller.start();
  return {
    store,
    controller,
    heights: () => calls.filter((c) => c.name === 'calculateCustomHeight').map((c) => c.payload),
    prices: () => calls.filter((c) => c.name === 'calculateCustomPrice').map((c) => c.payload),
  };
}

describe('percentage sizes in inches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the height with convertUM and prices the inch size it answers', async () => {
    const { store, controller, heights, prices } = setup(() => 9.84);
    store.getState().setUnit('in');
    controller.typeWidth('39.37');
    await vi.advanceTimersByTimeAsync(HEIGHT_DELAY_MS);
    expect(heights()).toEqual([{ productId: 1004, width: 39.37, convertUM: true }]);
    await vi.advanceTimersByTimeAsync(SIZE_IDLE_MS);
    expect(store.getState()).toMatchObject({ calculatedHeight: 9.84, ready: true, sizeNotice: undefined });
    expect(prices().at(-1)).toMatchObject({ width: 39.37, height: 9.84, convertUM: true });
  });

  it('a width rounded to 5 cm gets the height of the rounded width', async () => {
    const { store, controller, heights, prices } = setup((w) => (w === 40 ? 10.16 : 9.84));
    store.getState().setUnit('in');
    controller.typeWidth('40'); // 101.6 cm: rounded to 100 cm = 39.37 in
    await vi.advanceTimersByTimeAsync(HEIGHT_DELAY_MS + SIZE_IDLE_MS);
    expect(heights().map((p) => p.width)).toEqual([40, 39.37]);
    expect(store.getState()).toMatchObject({ customWidth: '39.37', calculatedHeight: 9.84, sizeNotice: 'We have adjusted the width to 39.37 in.' });
    expect(prices().at(-1)).toMatchObject({ width: 39.37, height: 9.84, convertUM: true });
  });

  it('switching the unit converts the calculated height as the server would answer it', async () => {
    const { store, controller } = setup(() => 25);
    controller.typeWidth('100');
    await vi.advanceTimersByTimeAsync(HEIGHT_DELAY_MS + SIZE_IDLE_MS);
    store.getState().setUnit('in');
    expect(store.getState()).toMatchObject({ customWidth: '39.37', calculatedHeight: 9.84 });
    store.getState().setUnit('cm');
    expect(store.getState()).toMatchObject({ customWidth: '100', calculatedHeight: 25 });
  });
});
