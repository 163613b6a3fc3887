import { lengthInUnit } from '../../rules/size';
import type { CallName, Payload, ResponseInput } from '../../contract';
import { MAX_CART_TOTAL } from '../../rules/cart';
import type { Product } from '../catalog/model';
import { calculateCustomHeight, calculatePrice, checkMaxSize, updatePackPrices, updateSizesPrices, type PriceOk } from '../pricing';
import { formatMoney, freeShippingViews, t } from '../i18n';
import { ShopError } from './shopError';
import type { CatalogueService } from './catalogueService';
import { lengthFromInches, priceConfiguration, pricePayloadInCm } from './priceConfiguration';
import { upSellingConfiguration } from './upSellingPrice';
import { complementConfiguration, crossSellingConfiguration } from './extrasPrice';
import { clothingModelOption, priceFields } from './productPresenter';

type Res<N extends CallName> = ResponseInput<N>;

/** Centimetres in inches, to 0.01 in (what the size fields show): the shared rule. */
const inches = (cm: number) => lengthInUnit(cm, 'in');

/** The product calls of SPEC.md section 7: live prices, price lists, heights, sizes, clothing options. */
export class ProductService {
  constructor(private readonly catalogue: CatalogueService) {}

  async calculateCustomPrice(payload: Payload<'calculateCustomPrice'>, locale: string): Promise<Res<'calculateCustomPrice'>> {
    const p = pricePayloadInCm(payload);
    const product = await this.catalogue.product(p.productId);
    const snap = await this.catalogue.load();
    const base = priceConfiguration(product, p);
    // Up-selling texts: the cart's own rule and prices (a text that cannot be added is refused here as there).
    let upSelling: number | undefined;
    for (const u of p.upSellingProducts ?? []) {
      const up = await this.catalogue.product(u.productId);
      upSelling = (upSelling ?? 0) + (await this.catalogue.price(up, upSellingConfiguration(up, snap.lists, u.quantity))).total;
    }
    // Accessories and "goes well with" products: the cart's own configurations, so the price beside Add is the charge.
    let extras: number | undefined;
    for (const c of p.complements ?? []) {
      const config = complementConfiguration(product, c);
      if (config.quantity === 0) continue;
      extras = (extras ?? 0) + (await this.catalogue.price(await this.catalogue.product(c.id), config)).total;
    }
    for (const x of p.crossSellingProducts ?? []) {
      const config = crossSellingConfiguration(product, x);
      extras = (extras ?? 0) + (await this.catalogue.price(await this.catalogue.product(x.id), config)).total;
    }
    // A t-shirt bundle: every item is priced with its own model, size and fabric colour.
    const configs = p.multiProducts?.length
      ? p.multiProducts.map((item) => ({
          ...base,
          ...(item.model ? { model: item.model } : {}),
          ...(item.modelSize ? { modelSize: item.modelSize } : {}),
          ...(item.materialColor ? { materialColor: item.materialColor } : {}),
        }))
      : [base];
    let total = 0;
    let oldTotal = 0;
    let unit = 0;
    let warning: string | undefined;
    for (const config of configs) {
      const result = calculatePrice(product, snap.pricing, config);
      if (!result.ok) return { error: t(locale, result.messageKey, result.params) };
      total += result.total;
      oldTotal += result.oldTotal ?? result.total;
      unit += result.unitPrice;
      if (result.warning) warning = t(locale, result.warning.messageKey, result.warning.params);
    }
    const added = upSelling !== undefined || extras !== undefined ? total + (upSelling ?? 0) + (extras ?? 0) : undefined;
    // A price the cart could never take (rules/cart.ts) is refused here with the cart's own message.
    if ((added ?? total) > MAX_CART_TOTAL) throw new ShopError(400, 'quantity', 'cart-total-too-large');
    return {
      ...priceFields(total, oldTotal > total ? oldTotal : undefined, locale),
      unitPrice: unit,
      formattedUnitPrice: formatMoney(unit, locale),
      ...(upSelling !== undefined ? { upSellingPrice: upSelling, formattedUpSellingPrice: formatMoney(upSelling, locale) } : {}),
      ...(extras !== undefined ? { extrasPrice: extras, formattedExtrasPrice: formatMoney(extras, locale) } : {}),
      ...(added !== undefined ? { totalPrice: added, formattedTotalPrice: formatMoney(added, locale) } : {}),
      ...(warning ? { warning } : {}),
    };
  }

  async updateSizesPrices(p: Payload<'updateSizesPrices'>, locale: string): Promise<Res<'updateSizesPrices'>> {
    const product = await this.catalogue.product(p.productId);
    const snap = await this.catalogue.load();
    const list = updateSizesPrices(product, snap.pricing, { pack: p.options?.pack, color: p.options?.color });
    if (!list.ok) throw new ShopError(400, list.code, list.messageKey, list.params);
    const shipping = snap.lists.shipping;
    const views = freeShippingViews(locale, shipping);
    return {
      prices: list.prices.map((x) => ({ id: x.id, ...priceFields(x.price, x.oldPrice, locale) })),
      freeShippingView: {
        threshold: shipping.freeShippingFrom,
        formattedThreshold: formatMoney(shipping.freeShippingFrom, locale),
        message: views.freeShippingView,
      },
      freeExpressShippingView: {
        threshold: shipping.expressFreeShippingFrom,
        formattedThreshold: formatMoney(shipping.expressFreeShippingFrom, locale),
        message: views.freeExpressShippingView,
      },
    };
  }

  async updatePackPrices(p: Payload<'updatePackPrices'>, locale: string): Promise<Res<'updatePackPrices'>> {
    const product = await this.catalogue.product(p.productId);
    if (!product.packs?.length) throw new ShopError(400, 'pack', 'pack-not-offered');
    const snap = await this.catalogue.load();
    const list = updatePackPrices(product, snap.pricing, { pack: p.pack });
    if (!list.ok) throw new ShopError(400, list.code, list.messageKey, list.params);
    return { prices: list.prices.map((x) => ({ id: x.id, ...priceFields(x.price, x.oldPrice, locale) })) };
  }

  async calculateCustomHeight(p: Payload<'calculateCustomHeight'>, locale: string): Promise<Res<'calculateCustomHeight'>> {
    const product = await this.catalogue.product(p.productId);
    if (!p.convertUM) {
      const result = calculateCustomHeight(product, p.width);
      return result.ok ? { height: result.height } : { error: t(locale, result.messageKey, result.params) };
    }
    // Inches: the width converted as the price and the cart convert it; the height given back in inches (to 0.01 in,
    // which converts back to the same 0.1 cm), the width limits of the message in inches too.
    const result = calculateCustomHeight(product, lengthFromInches(p.width)!);
    if (result.ok) return { height: inches(result.height) };
    if (result.messageKey === 'height-width-out-of-range' && product.customSize) {
      return {
        error: t(locale, 'height-width-out-of-range-inches', { minWidth: inches(product.customSize.minWidth), maxWidth: inches(product.customSize.maxWidth) }),
      };
    }
    return { error: t(locale, result.messageKey, result.params) };
  }

  async checkMaxSize(p: Payload<'checkMaxSize'>, locale: string): Promise<Res<'checkMaxSize'>> {
    const product = await this.catalogue.product(p.productId);
    const check = checkMaxSize(product, p.width, p.height);
    return check.sizeOk ? { sizeOk: true } : { sizeOk: false, ...(check.messageKey ? { message: t(locale, check.messageKey, check.params) } : {}) };
  }

  async loadModelGenderOptions(p: Payload<'loadModelGenderOptions'>, locale: string): Promise<Res<'loadModelGenderOptions'>> {
    const product = await this.catalogue.product(p.productId);
    const models = (await this.models(product)).filter((m) => m.gender === p.gender);
    if (!models.length) throw new ShopError(400, 'model', 'model-gender-unknown', { gender: p.gender });
    const first = await this.loadModelSizesAndColors({ modelId: models[0].id, productId: p.productId }, locale);
    return { models: models.map((m) => clothingModelOption(m, locale)), ...first };
  }

  async loadModelSizesAndColors(p: Pick<Payload<'loadModelSizesAndColors'>, 'modelId' | 'productId'>, locale: string): Promise<Res<'loadModelSizesAndColors'>> {
    const product = await this.catalogue.product(p.productId);
    const model = (await this.models(product)).find((m) => m.id === p.modelId);
    if (!model) throw new ShopError(400, 'model', 'clothing-model-unknown', { model: p.modelId });
    const snap = await this.catalogue.load();
    return {
      materialColors: snap.lists.materialColours.filter((c) => model.materialColors.includes(c.id)),
      modelSizes: model.sizes.map((size) => {
        const surcharge = (model.sizeSurcharges?.[size] ?? 0) as number;
        return { size, surcharge, ...(surcharge ? { formattedSurcharge: `+${formatMoney(surcharge, locale)}` } : {}) };
      }),
    };
  }

  async renderClothingSizes(p: Payload<'renderClothingSizes'>, locale: string): Promise<Res<'renderClothingSizes'>> {
    const { modelSizes } = await this.loadModelSizesAndColors({ modelId: p.modelId, productId: p.productId }, locale);
    return {
      view: {
        sizes: modelSizes,
        guide: clothingSizeGuide(
          modelSizes.map((s) => s.size),
          locale,
        ),
      },
    };
  }

  async previewImage(p: Payload<'previewImage'>): Promise<Res<'previewImage'>> {
    const product = await this.catalogue.product(p.productId);
    if (p.compositionId && !product.compositions?.some((c) => c.id === p.compositionId)) throw new ShopError(400, 'composition', 'composition-unknown');
    if (p.effect && p.effect !== 'original' && !product.effects?.includes(p.effect)) throw new ShopError(400, 'effect', 'effect-unknown');
    const query = new URLSearchParams();
    if (p.effect && p.effect !== 'original') query.set('effect', p.effect);
    if (p.compositionId) query.set('composition', String(p.compositionId));
    if (p.makePhotoMontage) query.set('montage', '1');
    const qs = query.toString();
    return { img: `${product.image}${qs ? `?${qs}` : ''}` };
  }

  async getQuantitySelector(p: Payload<'getQuantitySelector'>, locale: string): Promise<Res<'getQuantitySelector'>> {
    const product = await this.catalogue.product(p.productId);
    const price: PriceOk | undefined = await this.catalogue.defaultPrice(product);
    const unit = price?.unitPrice ?? 0;
    const steps = [1, 2, 3, 4, 5, 10, 20, 50];
    return {
      quantitySelector: {
        min: 1,
        max: 100,
        default: 1,
        options: unit ? steps.map((quantity) => ({ quantity, price: unit * quantity, formattedPrice: formatMoney(unit * quantity, locale) })) : [],
      },
    };
  }

  private async models(product: Product) {
    const snap = await this.catalogue.load();
    if (!product.clothingModels?.length) throw new ShopError(400, 'model', 'model-not-offered');
    return snap.lists.clothingModels.filter((m) => product.clothingModels!.includes(m.id));
  }
}

/** Chest and length per clothing size, in cm: the clothing size info modal's table. */
const GUIDE: Record<string, [number, number]> = { XS: [88, 66], S: [94, 69], M: [100, 72], L: [106, 74], XL: [112, 76], XXL: [118, 78], '3XL': [124, 80] };

function clothingSizeGuide(sizes: string[], locale: string) {
  return {
    headers: [t(locale, 'guide-size'), t(locale, 'guide-chest'), t(locale, 'guide-length')],
    rows: sizes.filter((s) => GUIDE[s]).map((s) => [s, `${GUIDE[s][0]} cm`, `${GUIDE[s][1]} cm`]),
  };
}
