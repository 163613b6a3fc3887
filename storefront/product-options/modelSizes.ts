import type { ProductData } from '../data/product';
import type { OptionsStore } from './store';

// Sizes with their surcharges ("+€2" on XXL) for every shirt the panel shows: its own shirt and each bundle shirt.
// The product detail lists a model's sizes without prices; load-model-sizes-and-colors answers the surcharges. Asked
// once per model (the answer does not depend on the shirt), when a shirt first shows that model; the panel's own
// reloads fill the same table (store.ts applyGenderOptions / applyModelOptions).

/** Starts watching the store; returns a cleanup that aborts what is in flight. */
export function watchModelSizes(store: OptionsStore, data: Pick<ProductData, 'modelSizes'>): () => void {
  const asked = new Set<number>();
  const abort = new AbortController();

  /** The panel's own shirt is asked once at the start; later its cut and model reloads (controller.ts) answer its sizes. */
  function ensure(withPanelShirt: boolean): void {
    const s = store.getState();
    if (s.product.clothingModels.length === 0) return;
    const shirts = [...(withPanelShirt ? [{ model: s.model, index: 0 }] : []), ...s.bundle.map((e, i) => ({ model: e.model, index: i + 1 }))];
    for (const { model, index } of shirts) {
      if (model === undefined || asked.has(model) || s.modelSizesByModel[model]) continue;
      asked.add(model);
      data
        .modelSizes({ modelId: model, productId: s.product.id, productIndex: index }, abort.signal)
        .then((r) => store.getState().setModelSizesFor(model, r.modelSizes))
        .catch(() => asked.delete(model)); // asked again when a shirt next changes; the sizes show without prices meanwhile
    }
  }

  ensure(true);
  const unsubscribe = store.subscribe((next, prev) => {
    if (next.bundle !== prev.bundle) ensure(false);
  });
  return () => {
    unsubscribe();
    abort.abort();
  };
}
