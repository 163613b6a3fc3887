import type { Payload } from '../../contract';
import type { Product } from '../catalog/model';
import type { PriceConfig } from '../pricing';
import { ShopError } from './shopError';

// The one rule for the accessories (complements) and "goes well with" products added with an item: which may come
// with it, and the configuration each is made and priced in. The cart adds them with these (cartItemBuilder.ts) and
// calculate-custom-price prices them with the same, so the price beside Add is what the cart charges (issue 11).

type Complement = NonNullable<Payload<'addToCart'>['complements']>[number];
type CrossSelling = NonNullable<Payload<'addToCart'>['crossSellingProducts']>[number];

const prune = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A complement of `product`, `quantity` times (0 for an unchosen control or charger: nothing to add). */
export function complementConfiguration(product: Product, c: Complement): PriceConfig {
  if (!product.complements?.includes(c.id)) throw new ShopError(400, 'complement', 'complement-unknown', { id: c.id });
  const o = c.options;
  return prune({ quantity: c.quantity ?? 1, width: o?.width, height: o?.height, device: o?.device, composition: o?.composition });
}

/** A cross-selling product of `product`: one, in the options it was offered with. */
export function crossSellingConfiguration(product: Product, x: CrossSelling): PriceConfig {
  if (!product.crossSelling?.includes(x.id)) throw new ShopError(400, 'crossSelling', 'cross-selling-unknown', { id: x.id });
  const o = x.options ?? {};
  return prune({
    quantity: 1,
    sizeid: o.size,
    width: o.width,
    height: o.height,
    device: o.device,
    composition: o.composition,
    color: o.color,
    materialColor: o.materialColor,
    model: o.model,
    pack: o.pack,
  });
}
