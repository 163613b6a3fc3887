import { describe, expect, it } from 'vitest';
import type { CallName, PayloadInput, Response } from '../../contract';
import { createProductData } from '../data/product';
import type { DataClient } from '../data/client';
import { watchModelSizes } from './modelSizes';
import { createOptionsStore } from './store';
import { sticker, tshirt } from './testing';

// Sizes with surcharges for the panel's shirt and every bundle shirt, against a scripted load-model-sizes-and-colors.

function scripted() {
  const asked: Array<{ modelId: number; productIndex?: number }> = [];
  const call = (async <N extends CallName>(name: N, payload: PayloadInput<N>) => {
    expect(name).toBe('loadModelSizesAndColors');
    const p = payload as PayloadInput<'loadModelSizesAndColors'>;
    asked.push({ modelId: Number(p.modelId), productIndex: p.productIndex === undefined ? undefined : Number(p.productIndex) });
    const sizes = p.modelId === 1 ? ['S', 'M', 'L'] : ['XS', 'S'];
    return {
      materialColors: [],
      modelSizes: sizes.map((size) => (size === 'L' || size === 'S' ? { size, surcharge: 200, formattedSurcharge: '+€2' } : { size, surcharge: 0 })),
    } as unknown as Response<N>;
  }) as <N extends CallName>(name: N, payload: PayloadInput<N>) => Promise<Response<N>>;
  const client = { call, latest: () => ({ call }), abortLatest: () => undefined } as unknown as DataClient;
  return { asked, api: createProductData(client) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('model sizes with surcharges', () => {
  it('the panel shirt shows its surcharges from the start; a bundle shirt on another model asks that model once', async () => {
    const store = createOptionsStore(tshirt);
    const { asked, api } = scripted();
    const stop = watchModelSizes(store, api);
    await flush();
    expect(asked).toEqual([{ modelId: 1, productIndex: 0 }]);
    expect(store.getState().modelSizes.find((m) => m.size === 'L')).toMatchObject({ surcharge: 200, formattedSurcharge: '+€2' });

    // a new shirt copies the panel's model: already known, nothing asked
    store.getState().addBundleEntry();
    await flush();
    expect(asked).toHaveLength(1);
    const key = store.getState().bundle[0].key;
    store.getState().setBundleModel(key, 4);
    store.getState().addBundleEntry();
    store.getState().setBundleModel(store.getState().bundle[1].key, 4);
    await flush();
    expect(asked).toEqual([
      { modelId: 1, productIndex: 0 },
      { modelId: 4, productIndex: 1 },
    ]);
    expect(store.getState().modelSizesByModel[4]?.find((m) => m.size === 'S')?.formattedSurcharge).toBe('+€2');
    // the panel's own shirt is not model 4: its sizes stay those of model 1
    expect(store.getState().modelSizes.map((m) => m.size)).toEqual(['S', 'M', 'L']);
    stop();
  });

  it('asks nothing for a product without clothing models', async () => {
    const { asked, api } = scripted();
    watchModelSizes(createOptionsStore(sticker), api)();
    await flush();
    expect(asked).toEqual([]);
  });
});
