import type { CatalogueService } from './catalogueService';
import type { WishlistRepository, WishlistKind } from '../repositories/wishlistRepository';
import { hashToken } from './cartTokens';
import { ShopError, notFound } from './shopError';
import type { DesignRepository } from '../repositories/designRepository';

/**
 * Wishlist hearts. The spec implies logged-in users but shows no accounts, so a wishlist belongs to the visitor's
 * own httpOnly cookie token (the database keeps its hash), like the cart.
 */
export class WishlistService {
  constructor(
    private readonly wishlists: WishlistRepository,
    private readonly catalogue: CatalogueService,
    private readonly designs: DesignRepository,
  ) {}

  ids(token: string | undefined, kind: WishlistKind): Promise<number[]> {
    return token ? this.wishlists.ids(hashToken(token), kind) : Promise.resolve([]);
  }

  async toggle(token: string, kind: WishlistKind, id: number): Promise<'add' | 'remove'> {
    if (kind === 'product') {
      const product = await this.catalogue.product(id);
      if (product.hidden) throw new ShopError(400, 'product', 'product-unknown');
    } else if (!(await this.designs.exists(id))) {
      throw notFound('design');
    }
    return this.wishlists.toggle(hashToken(token), kind, id);
  }
}
