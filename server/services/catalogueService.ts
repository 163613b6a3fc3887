import type { Catalogue, Product } from '../catalog/model';
import type { CatalogueRepository } from '../repositories/catalogueRepository';
import { calculatePrice, calculateUnitPrice, type ListedPrice, type PricingContext, type PriceConfig, type PriceOk } from '../pricing';
import { ShopError, notFound } from './shopError';
import { defaultConfiguration } from './defaultConfiguration';

export type CatalogueLists = Pick<
  Catalogue,
  'colours' | 'materialColours' | 'clothingModels' | 'tissues' | 'mechanisms' | 'drops' | 'chainPositions' | 'supportColors' | 'effects' | 'shipping'
>;

export interface CatalogueSnapshot {
  products: Product[];
  byId: ReadonlyMap<number, Product>;
  bySlug: ReadonlyMap<string, Product>;
  lists: CatalogueLists;
  pricing: PricingContext;
}

/**
 * The catalogue as the services read it. It changes only when the database is seeded or edited, so each process
 * reads it once and keeps it in memory: pricing a request never waits for SQL.
 */
export class CatalogueService {
  private snapshot?: Promise<CatalogueSnapshot>;

  constructor(private readonly repository: CatalogueRepository) {}

  load(): Promise<CatalogueSnapshot> {
    this.snapshot ??= this.read().catch((err) => {
      this.snapshot = undefined;
      throw err;
    });
    return this.snapshot;
  }

  /** Forget the cached catalogue (after the catalogue tables change). */
  invalidate(): void {
    this.snapshot = undefined;
  }

  async product(id: number): Promise<Product> {
    const product = (await this.load()).byId.get(id);
    if (!product) throw notFound('product', { id });
    return product;
  }

  /** Prices a configuration; a rule the configuration breaks becomes a 4xx ShopError naming its option section. */
  async price(product: Product, config: PriceConfig): Promise<PriceOk> {
    const snap = await this.load();
    const result = calculatePrice(product, snap.pricing, config);
    if (!result.ok) throw new ShopError(400, result.code, result.messageKey, result.params);
    return result;
  }

  /** The price of the default configuration, or undefined when the product cannot be priced without choices. */
  async defaultPrice(product: Product): Promise<PriceOk | undefined> {
    const snap = await this.load();
    const result = calculatePrice(product, snap.pricing, defaultConfiguration(product, snap.lists));
    return result.ok ? result : undefined;
  }

  /** Each catalogue size's unit price with the rest of the default configuration (sizes that cannot be priced are left out). */
  async sizePrices(product: Product): Promise<ListedPrice[]> {
    const snap = await this.load();
    const base = defaultConfiguration(product, snap.lists);
    const out: ListedPrice[] = [];
    for (const size of product.sizes ?? []) {
      const config = {
        ...base,
        sizeid: size.sizeid,
        width: undefined,
        height: undefined,
        ...(size.materialCanvas ? { materialCanvas: size.materialCanvas } : {}),
        ...(size.deviceid ? { device: size.deviceid } : {}),
      };
      const unit = calculateUnitPrice(product, snap.pricing, config);
      if (unit.ok) out.push({ id: size.sizeid, price: unit.unitPrice, ...(unit.oldUnitPrice ? { oldPrice: unit.oldUnitPrice } : {}) });
    }
    return out;
  }

  private async read(): Promise<CatalogueSnapshot> {
    const [products, lists] = await Promise.all([this.repository.allProducts(), this.repository.lists()]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const l = lists as CatalogueLists;
    const pricing: PricingContext = {
      clothingModels: new Map(l.clothingModels.map((m) => [m.id, m])),
      tissues: new Map(l.tissues.map((t) => [t.id, t])),
      mechanisms: new Map(l.mechanisms.map((m) => [m.id, m])),
      drops: new Map(l.drops.map((d) => [d.id, d])),
    };
    return { products, byId, bySlug, lists: l, pricing };
  }
}
