import type { Catalogue, Product } from '../catalog/model';
import type { PriceConfig } from '../pricing';
import { ShopError } from './shopError';
import { defaultConfiguration } from './defaultConfiguration';

type Lists = Pick<Catalogue, 'clothingModels'>;

/**
 * The one rule for an up-selling personalised text (upSellingProducts): the product must take a personalised text and
 * be sold on its own; it is made in its default configuration (its first or smallest size), `quantity` times. The cart
 * adds the item with this configuration (cartItemBuilder.ts) and calculate-custom-price prices it with the same one,
 * so the live price the shopper sees is what the cart charges.
 */
export function upSellingConfiguration(product: Product, lists: Lists, quantity: number): PriceConfig {
  if (product.hidden || !product.personalizedText) throw new ShopError(400, 'upSelling', 'up-selling-unknown', { id: product.id });
  return { ...defaultConfiguration(product, lists), quantity };
}
