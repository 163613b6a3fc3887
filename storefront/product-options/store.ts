import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductDetail } from '../../contract/catalog';
import type { ProductOptions } from '../../contract/options';
import { colourForcesNormalOrientation, productSections, visibleSizes, type SectionId } from './model/sections';
import { lengthInCm, lengthInUnit, roundCustomSize, sizeAlert, type LengthUnit } from '../../rules/size';
import { parseLength, sizeMessage } from '../common/size';
import { needsSquareSize, type ShapeKind } from '../../rules/shape';
import {
  initialState,
  modelsOf,
  type ClothingGender,
  type ClothingModel,
  type MaterialColour,
  type ModelSize,
  type OptionsState,
  type PopupMode,
  type ShownPrice,
} from './model/state';
import { patched, updater } from '../common/storeUpdate';
import { entryWithGender, entryWithModel, MAX_BUNDLE_EXTRA, newBundleEntry, withFont, type UpSellText } from './model/extras';

// The options popup's store: one per popup (product page, quick-add, modify), zustand changed with plain objects
// (common/storeUpdate.ts). Actions are the state changes of SPEC.md section 4; server calls and timers live in
// controller.ts.

export interface OptionsActions {
  setQuantity(quantity: number): void;
  /** Picking a preset size clears the custom width/height. */
  pickSize(sizeId: number): void;
  /**
   * Typing a custom size deselects the preset and clears the ready flag. Focus alone does not (SPEC.md says it does):
   * a keyboard user tabbing past the fields keeps their preset and their enabled add button (issue 11).
   */
  typeWidth(text: string): void;
  typeHeight(text: string): void;
  /** Centimetres or inches for the custom size: what is typed is converted (100 cm <-> 39.37 in). */
  setUnit(unit: LengthUnit): void;
  /** Applies the product's rounding rule to the typed size (with a notice when it changed). */
  roundSize(): void;
  setCalculatedHeight(height: number): void;
  /** Height call without height: width cleared, calculated height reset to 0. */
  clearPercentageSize(): void;
  setMaxSizeMessage(message: string | undefined): void;
  setReady(ready: boolean): void;
  setPack(pack: number): void;
  typeCustomPack(text: string): void;
  setColor(id: number): void;
  setOrientation(o: 'normal' | 'reversed'): void;
  /** Selecting a canvas material hides other materials' sizes (and moves off a hidden size). */
  setMaterialCanvas(id: string): void;
  setComposition(id: number): void;
  setEffect(id: 'original' | 'sepia' | 'grayscale'): void;
  setFormat(id: string): void;
  /** A circle or a square is as wide as it is tall (rules/shape.ts): the custom height follows the width. */
  setShape(kind: ShapeKind): void;
  setRoundedCorners(on: boolean): void;
  setGender(g: ClothingGender): void;
  /** load-model-gender-options answered: models replaced, the first model selected. */
  applyGenderOptions(r: { models: ClothingModel[]; materialColors: MaterialColour[]; modelSizes: ModelSize[] }): void;
  setModel(id: number): void;
  applyModelOptions(r: { materialColors: MaterialColour[]; modelSizes: ModelSize[] }): void;
  /** A model's sizes with their surcharges (bundle shirts show them; the panel's shirt too when it is that model). */
  setModelSizesFor(model: number, sizes: ModelSize[]): void;
  setMaterialColor(id: number): void;
  setModelSize(size: string): void;
  setBlind(field: 'tissue' | 'mechanism' | 'drop' | 'chainPosition' | 'supportColor', id: number): void;
  setText(text: string): void;
  /** An uploaded file unchecks the web-image option. */
  setUploadedImage(file: { file: string; originalName: string } | undefined): void;
  /** Choosing a web-image source clears the uploaded file. */
  setWebImage(on: boolean): void;
  setWebImageUrl(url: string): void;
  setUploading(on: boolean): void;
  setComplement(id: number, quantity: number): void;
  setCrossSelling(id: number, on: boolean): void;
  /** The live price; `failed` when the call failed (the previous price goes, it belonged to another choice). */
  setPrice(price: ShownPrice | undefined, failed?: boolean): void;
  setSizePrices(prices: Array<{ id: number; formattedPrice: string; formattedOldPrice?: string }>, freeShipping?: string): void;
  setPackPrices(prices: Array<{ id: number; formattedPrice: string; formattedOldPrice?: string }>): void;
  setOpen(open: SectionId[]): void;
  /** Expands a section and asks the panel to scroll to it. */
  focusSection(id: SectionId): void;
  setAdding(on: boolean): void;
  /** T-shirt bundle: one more shirt, a copy of the panel's shirt (at most MAX_BUNDLE_EXTRA). */
  addBundleEntry(): void;
  removeBundleEntry(key: number): void;
  setBundleGender(key: number, g: ClothingGender): void;
  setBundleModel(key: number, id: number): void;
  setBundleSize(key: number, size: string): void;
  setBundleColour(key: number, id: number): void;
  /** Up-selling text fields (text, colour, direction, mirrored, on). */
  setUpSell(patch: Partial<Pick<UpSellText, 'on' | 'text' | 'color' | 'rightToLeft' | 'mirrored'>>): void;
  /** A right-to-left font turns right-to-left on. */
  setUpSellFont(family: string): void;
  /** render-text answered for `forPayload` (JSON of the payload): the svg or the error. */
  setUpSellPreview(forPayload: string, r: { svg?: string; error?: string }): void;
  setPreviewImage(img: string | undefined): void;
}

export type OptionsStore = StoreApi<OptionsState & OptionsActions>;

export interface OptionsInit {
  mode?: PopupMode;
  itemId?: number;
  quantity?: number;
  selected?: ProductOptions;
  /** The shopper's remembered unit (unitChoice.ts): a new configuration starts in it. */
  unit?: LengthUnit;
}

export function createOptionsStore(product: ProductDetail, init: OptionsInit = {}): OptionsStore {
  const start = initialState(product, init);
  start.open = productSections(product, start.color, start.mode).slice(0, 1);
  return createStore<OptionsState & OptionsActions>()((set) => {
    const update = updater<OptionsState & OptionsActions>(set);
    /** The custom size typed (or changed) anew: not ready until priced, and its notices go. */
    const sizeRetyped = { ready: false, sizeNotice: undefined, maxSizeMessage: undefined } as const;
    /** A model's options answered: its colours and sizes, the choice kept where it still exists. */
    const modelOptions = (s: OptionsState, model: number | undefined, r: { materialColors: MaterialColour[]; modelSizes: ModelSize[] }) => ({
      materialColors: r.materialColors,
      materialColor: r.materialColors.some((c) => c.id === s.materialColor) ? s.materialColor : r.materialColors[0]?.id,
      modelSizes: r.modelSizes,
      modelSize: r.modelSizes.some((m) => m.size === s.modelSize) ? s.modelSize : r.modelSizes[0]?.size,
      modelSizesByModel: model === undefined ? s.modelSizesByModel : patched(s.modelSizesByModel, { [model]: r.modelSizes }),
    });
    const shownPrices = (prices: Array<{ id: number; formattedPrice: string; formattedOldPrice?: string }>) =>
      Object.fromEntries(prices.map((p): [number, ShownPrice] => [p.id, { formattedPrice: p.formattedPrice, formattedOldPrice: p.formattedOldPrice }]));
    return {
      ...start,
      setQuantity: (quantity) => update({ quantity }),
      pickSize: (sizeId) => update({ sizeId, customWidth: '', customHeight: '', calculatedHeight: 0, sizeNotice: undefined, maxSizeMessage: undefined }),
      typeWidth: (text) =>
        update((s) => ({ sizeId: undefined, customWidth: text, ...(needsSquareSize(s.shape) ? { customHeight: text } : {}), ...sizeRetyped })),
      typeHeight: (text) => update({ sizeId: undefined, customHeight: text, ...sizeRetyped }),
      setUnit: (unit) =>
        update((s) => {
          if (unit === s.unit) return {};
          const convert = (text: string) => {
            const v = lengthInCm(parseLength(text), s.unit);
            return v === undefined ? text : String(lengthInUnit(v, unit));
          };
          return {
            customWidth: convert(s.customWidth),
            customHeight: convert(s.customHeight),
            // a percentage height converts as the server would answer it for the converted width (to 0.01 in / 0.1 cm)
            ...(s.calculatedHeight > 0 ? { calculatedHeight: lengthInUnit(lengthInCm(s.calculatedHeight, s.unit)!, unit) } : {}),
            unit,
            ...sizeRetyped,
          };
        }),
      roundSize: () =>
        update((s) => {
          const limits = s.product.customSize;
          if (!limits || s.sizeId !== undefined) return {};
          const w = parseLength(s.customWidth);
          const h = s.product.heightRatio ? undefined : parseLength(s.customHeight);
          // A size outside the limits is not rounded: its alert says what to fix ("rounded to 1000000000 x ..." did not).
          if (sizeAlert(lengthInCm(w, s.unit), lengthInCm(h, s.unit), limits)) return {};
          const r = roundCustomSize(w, h, limits, s.unit);
          if (!r.notice) return {};
          // A percentage product's height is the server's to compute: its notice names the width alone.
          const key = h === undefined ? 'size-rounded-width' : r.notice;
          return {
            ...(r.width !== undefined ? { customWidth: String(r.width) } : {}),
            ...(r.height !== undefined ? { customHeight: String(r.height) } : {}),
            sizeNotice: sizeMessage(limits, key, s.unit, { width: r.width ?? 0, height: r.height ?? 0 }),
          };
        }),
      setCalculatedHeight: (calculatedHeight) => update({ calculatedHeight }),
      clearPercentageSize: () => update({ customWidth: '', calculatedHeight: 0 }),
      setMaxSizeMessage: (maxSizeMessage) => update({ maxSizeMessage }),
      setReady: (ready) => update({ ready }),
      setPack: (pack) => update({ pack, customPack: '' }),
      typeCustomPack: (text) => update((s) => ({ customPack: text, pack: text.trim() ? undefined : s.product.packs[0]?.pack })),
      setColor: (color) =>
        update((s) =>
          colourForcesNormalOrientation(s.product, color) ? { color, orientation: 'normal', open: s.open.filter((o) => o !== 'orientation') } : { color },
        ),
      setOrientation: (orientation) => update({ orientation }),
      setMaterialCanvas: (materialCanvas) =>
        update((s) => {
          const shown = visibleSizes(s.product.sizes, materialCanvas);
          return s.sizeId !== undefined && !shown.some((x) => x.sizeid === s.sizeId) ? { materialCanvas, sizeId: shown[0]?.sizeid } : { materialCanvas };
        }),
      setComposition: (composition) => update({ composition }),
      setEffect: (effect) => update({ effect }),
      setShape: (shape) =>
        update((s) =>
          !needsSquareSize(shape) || s.sizeId !== undefined || s.customHeight === s.customWidth
            ? { shape }
            : { shape, customHeight: s.customWidth, ...sizeRetyped },
        ),
      setRoundedCorners: (roundedCorners) => update({ roundedCorners }),
      setFormat: (format) => update({ format }),
      setGender: (gender) => update((s) => ({ gender, models: modelsOf(s.product.clothingModels, gender) })),
      applyGenderOptions: (r) =>
        update((s) => {
          const model = r.models[0]?.id;
          return { models: r.models, model, ...modelOptions(s, model, r) };
        }),
      setModel: (model) => update({ model }),
      applyModelOptions: (r) => update((s) => modelOptions(s, s.model, r)),
      setModelSizesFor: (model, sizes) =>
        update((s) => {
          const same = s.modelSizes.length === sizes.length && s.modelSizes.every((m, i) => m.size === sizes[i].size);
          return { modelSizesByModel: patched(s.modelSizesByModel, { [model]: sizes }), ...(s.model === model && same ? { modelSizes: sizes } : {}) };
        }),
      setMaterialColor: (materialColor) => update({ materialColor }),
      setModelSize: (modelSize) => update({ modelSize }),
      setBlind: (field, id) => update({ [field]: id }),
      setText: (personalizedText) => update({ personalizedText }),
      setUploadedImage: (file) => update(file ? { uploadedImage: file, webImage: false, webImageUrl: '' } : { uploadedImage: file }),
      setWebImage: (on) => update(on ? { webImage: on, uploadedImage: undefined } : { webImage: on }),
      setWebImageUrl: (webImageUrl) => update({ webImageUrl }),
      setUploading: (uploading) => update({ uploading }),
      setComplement: (id, q) => update((s) => ({ complements: patched(s.complements, { [id]: q }) })),
      setCrossSelling: (id, on) => update((s) => ({ crossSelling: patched(s.crossSelling, { [id]: on }) })),
      setPrice: (price, failed) => update({ price, priceFailed: failed || undefined }),
      setSizePrices: (prices, freeShipping) =>
        update((s) => ({
          ...(prices.length ? { sizePrices: { ...s.sizePrices, ...shownPrices(prices) } } : {}),
          ...(freeShipping ? { freeShipping } : {}),
        })),
      setPackPrices: (prices) => update((s) => (prices.length ? { packPrices: { ...s.packPrices, ...shownPrices(prices) } } : {})),
      setOpen: (open) => update({ open }),
      focusSection: (id) => update((s) => ({ open: s.open.includes(id) ? s.open : [...s.open, id], scrollTo: { id, at: Date.now() } })),
      setAdding: (adding) => update({ adding }),
      addBundleEntry: () =>
        update((s) => {
          if (s.bundle.length >= MAX_BUNDLE_EXTRA) return {};
          const bundleKey = s.bundleKey + 1;
          return { bundleKey, bundle: [...s.bundle, newBundleEntry(s.product, s, bundleKey)] };
        }),
      removeBundleEntry: (key) => update((s) => ({ bundle: s.bundle.filter((e) => e.key !== key) })),
      setBundleGender: (key, g) => update((s) => ({ bundle: s.bundle.map((e) => (e.key === key ? entryWithGender(s.product, e, g) : e)) })),
      setBundleModel: (key, id) => update((s) => ({ bundle: s.bundle.map((e) => (e.key === key ? entryWithModel(s.product, e, id) : e)) })),
      setBundleSize: (key, size) => update((s) => ({ bundle: s.bundle.map((e) => (e.key === key ? { ...e, modelSize: size } : e)) })),
      setBundleColour: (key, id) => update((s) => ({ bundle: s.bundle.map((e) => (e.key === key ? { ...e, materialColor: id } : e)) })),
      setUpSell: (patch) => update((s) => ({ upSell: patched(s.upSell, { ...patch, error: undefined }) })),
      setUpSellFont: (family) => update((s) => ({ upSell: withFont(s.upSell, family) })),
      setUpSellPreview: (forPayload, r) =>
        update((s) => ({ upSell: patched(s.upSell, { svg: r.svg, svgFor: r.svg ? forPayload : undefined, error: r.error }) })),
      setPreviewImage: (previewImage) => update({ previewImage }),
    };
  });
}
