import type { ProductData } from '../data/product';
import type { OptionsStore } from './store';

// The price lists the panel shows beside its choices (SPEC.md section 7): the preset sizes' prices
// (update-sizes-prices, after a colour or pack change) and the "Pack of N" prices (update-pack-prices, after a colour
// or size change). Each list is keyed in the data layer: a newer request aborts the one in flight. A failure keeps the
// figures shown (the catalogue's, or the last answer).

export interface ListPrices {
  sizes(): Promise<void>;
  packs(): Promise<void>;
  /** Aborts what is in flight. */
  stop(): void;
}

export function listPrices(store: OptionsStore, data: Pick<ProductData, 'sizePrices' | 'packPrices' | 'abort'>, key: string): ListPrices {
  const s = () => store.getState();
  return {
    async sizes() {
      const state = s();
      if (state.product.sizes.length === 0) return;
      try {
        const r = await data.sizePrices(`sizes:${key}`, {
          productId: state.product.id,
          options: { pack: state.pack, color: state.product.colours.length > 0 ? state.color : undefined },
        });
        s().setSizePrices(r.prices, r.freeShippingView.message);
      } catch {
        // the preset prices stay as they were
      }
    },
    async packs() {
      const state = s();
      if (state.product.packs.length === 0) return;
      try {
        const r = await data.packPrices(`packs:${key}`, { productId: state.product.id, pack: state.pack });
        s().setPackPrices(r.prices);
      } catch {
        // the pack prices stay as they were
      }
    },
    stop() {
      data.abort(`sizes:${key}`);
      data.abort(`packs:${key}`);
    },
  };
}
