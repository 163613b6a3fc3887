// Turns an add/modify payload into cart items: every option checked against the catalogue, every price recomputed
// (a client price is never read), extras turned into linked items. Throws ShopError naming the option section.
import type { Payload } from '../../contract';
import type { Product } from '../catalog/model';
import { checkRequiredOptions, findCatalogueSize, type PriceConfig } from '../pricing';
import { ShopError } from './shopError';
import type { DesignDocument } from '../../editor-engine';
import type { MediaResolver } from '../print/mediaAssets';
import { checkDesign, type MaskOutlines } from './designCheck';
import type { NewCartItem } from '../repositories/cartItemRepository';
import type { CatalogueService, CatalogueSnapshot } from './catalogueService';
import { describeItem } from './cartDescription';
import { PreflightService } from './preflightService';
import { minQuantityForReference } from '../../rules/quantity';
import { isControlItem, isServiceExtra } from './cartExtras';
import { lengthFromInches, priceConfiguration } from './priceConfiguration';
import { upSellingConfiguration } from './upSellingPrice';
import { complementConfiguration, crossSellingConfiguration } from './extrasPrice';
import { missingPersonalisation, type MissingPersonalisation } from '../../rules/personalisation';

type AddPayload = Payload<'addToCart'>;
type Options = AddPayload['options'];

export interface BuiltItems {
  /** The item the shopper configured, with its linked children (complements, bundle items, up-selling texts...). */
  main: NewCartItem;
  /** Extras the shopper added beside it, not linked to it (e.g. cross-selling with linkToParent false). */
  loose: NewCartItem[];
  /** Whether the payload named its extras (modify replaces the children only then). */
  namesExtras: boolean;
}

export class CartItemBuilder {
  /** `media` resolves a design's picture sources as the print path does (server/print/mediaAssets.ts shopMedia). */
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly media?: MediaResolver,
    private readonly masks?: MaskOutlines,
    private readonly preflight = new PreflightService(),
  ) {}

  /** `bundle`: 'linked' makes multiProducts items children of the first (add-to-cart), 'loose' separate items. */
  async build(p: AddPayload, bundle: 'linked' | 'loose' = 'linked'): Promise<BuiltItems> {
    const product = await this.catalogue.product(p.productId);
    const snap = await this.catalogue.load();
    if (isServiceExtra(product)) {
      return { main: await this.item(product, snap, 'extra', { quantity: 1 }, {}, { isLocked: true, linkToParent: false }), loose: [], namesExtras: false };
    }
    if (product.hidden) throw new ShopError(400, 'product', 'product-not-sold-alone');
    const options = p.convertUM ? inchesToCentimetres(p.options) : p.options;
    checkOtherOptions(product, options);

    const bundleItems = p.multiProducts?.length ? [...p.multiProducts].sort((a, b) => a.index - b.index) : undefined;
    const variants: Options[] = bundleItems
      ? bundleItems.map((b) => ({
          ...options,
          ...(b.model !== undefined ? { model: b.model } : {}),
          ...(b.modelSize !== undefined ? { modelSize: b.modelSize } : {}),
          ...(b.materialColor !== undefined ? { materialColor: b.materialColor } : {}),
          ...(b.color !== undefined ? { color: b.color } : {}),
          ...(b.text !== undefined ? { personalizedText: b.text } : {}),
          ...(b.image !== undefined ? { personalizedImage: b.image } : {}),
        }))
      : [options];
    for (const variant of variants) checkPersonalisation(product, variant);
    const configured: NewCartItem[] = [];
    for (const [i, variant] of variants.entries()) {
      configured.push(
        await this.item(
          product,
          snap,
          i === 0 ? 'product' : 'bundle',
          priceConfiguration(product, { quantity: p.quantity, design: p.design }, variant),
          variant,
          {
            isLocked: false,
            linkToParent: i > 0 && bundle === 'linked',
          },
        ),
      );
    }
    if (p.design !== undefined) {
      const doc = await this.restoreDesign(product, p.design);
      configured[0].options.design = doc;
      // Kept with the item (the cart and the order show them); a warning never refuses the item.
      configured[0].options.preflight = await this.preflight.check(product, doc, configured[0].options);
    }
    const [main, ...others] = configured;
    const linked: NewCartItem[] = bundle === 'linked' ? others : [];
    const loose: NewCartItem[] = bundle === 'linked' ? [] : others;

    for (const c of p.complements ?? []) {
      const config = complementConfiguration(product, c);
      const cp = await this.catalogue.product(c.id);
      if (config.quantity === 0) continue; // control and charger quantities may be 0: nothing to add
      const item = await this.item(cp, snap, isControlItem(cp) ? 'control' : 'complement', config, prune({ ...c.options }), {
        isLocked: c.locked ?? false,
        linkToParent: c.linkToParent ?? true,
      });
      (item.linkToParent ? linked : loose).push(item);
    }
    for (const x of p.crossSellingProducts ?? []) {
      const config = crossSellingConfiguration(product, x);
      const xp = await this.catalogue.product(x.id);
      const o = x.options ?? {};
      const stored = prune({ ...o, size: o.size !== undefined ? { sizeid: o.size } : undefined });
      const item = await this.item(xp, snap, 'cross-selling', config, stored, { isLocked: x.locked ?? false, linkToParent: x.linkToParent ?? false });
      (item.linkToParent ? linked : loose).push(item);
    }
    for (const u of p.upSellingProducts ?? []) {
      const up = await this.catalogue.product(u.productId);
      const config = upSellingConfiguration(up, snap.lists, u.quantity);
      const stored = prune({
        personalizedText: u.text,
        font: u.font,
        textColor: u.color,
        rightToLeft: u.rightToLeft,
        reversed: u.mirrored,
        width: config.width,
        height: config.height,
        color: config.color,
      });
      linked.push(await this.item(up, snap, 'up-selling', config, stored, { isLocked: false, linkToParent: true }));
    }
    main.children = linked;
    return {
      main,
      loose,
      namesExtras: p.complements !== undefined || p.crossSellingProducts !== undefined || p.upSellingProducts !== undefined || bundleItems !== undefined,
    };
  }

  /** A designer product's document, checked as every design the shop keeps is (designCheck.ts). */
  private async restoreDesign(product: Product, design: unknown): Promise<DesignDocument> {
    if (!this.media) throw new Error('CartItemBuilder needs the media resolver to check a design');
    return checkDesign(product, design, this.media, this.masks);
  }

  private async item(
    product: Product,
    snap: CatalogueSnapshot,
    kind: string,
    config: PriceConfig,
    options: Record<string, unknown>,
    flags: { isLocked: boolean; linkToParent: boolean },
  ): Promise<NewCartItem> {
    const missing = checkRequiredOptions(product, snap.pricing, config);
    if (missing) throw new ShopError(400, missing.code, missing.messageKey, missing.params);
    const price = await this.catalogue.price(product, config);
    const stored: Record<string, unknown> = { ...options };
    delete stored.price;
    // The catalogue size the line is priced at, however it was named (sizeid, device, or the designer's dimensions
    // and panels), so the cart names it as the catalogue does ("A3 30 x 42 cm", not type 7's "1 x 1 cm").
    const size =
      config.sizeid !== undefined
        ? product.sizes?.find((s) => s.sizeid === config.sizeid)
        : product.customSize && config.device === undefined
          ? undefined
          : findCatalogueSize(product, config);
    if (size) {
      stored.size = prune({
        sizeid: size.sizeid,
        name: size.name,
        width: size.width,
        height: size.height,
        deviceid: size.deviceid,
        compositionId: size.compositionId,
      });
      delete stored.width;
      delete stored.height;
    } else if (price.size) {
      stored.width = price.size.width;
      stored.height = price.size.height;
    }
    return {
      productId: product.id,
      kind,
      quantity: config.quantity,
      minQuantity: minQuantityForReference(product.reference),
      title: product.name,
      description: describeItem(product, snap, stored).description,
      options: stored,
      unitPrice: price.unitPrice,
      isLocked: flags.isLocked,
      linkToParent: flags.linkToParent,
    };
  }
}

/** Options the pricing engine does not read, checked against the product's own lists. */
function checkOtherOptions(product: Product, o: Options): void {
  if (o.effect !== undefined && o.effect !== 'original' && !product.effects?.includes(o.effect)) throw new ShopError(400, 'effect', 'effect-unknown');
  if (o.chainPosition !== undefined && !product.chainPositions?.includes(o.chainPosition)) throw new ShopError(400, 'chainPosition', 'chain-position-unknown');
  if (o.supportColor !== undefined && !product.supportColors?.includes(o.supportColor)) throw new ShopError(400, 'supportColor', 'support-color-unknown');
  if (o.personalizedText && !product.personalizedText && !product.designerType) throw new ShopError(400, 'personalizedText', 'personalized-text-not-offered');
}

const personalisationMessages: Record<MissingPersonalisation, string> = {
  personalizedText: 'personalized-text-required',
  personalizedImage: 'personalized-image-required',
  personalization: 'personalization-required',
};

/** A personalised product needs its text or image; the code opens the storefront's personalise section. */
function checkPersonalisation(product: Product, o: Options): void {
  const missing = missingPersonalisation(product, o);
  if (missing) throw new ShopError(400, missing, personalisationMessages[missing]);
}

/** convertUM: the shopper typed inches; the cart stores centimetres. */
function inchesToCentimetres(o: Options): Options {
  return prune({ ...o, width: lengthFromInches(o.width), height: lengthFromInches(o.height) }) as Options;
}

function prune<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
