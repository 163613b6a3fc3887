import { createStore, type StoreApi } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
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
import { entryWithGender, entryWithModel, MAX_BUNDLE_EXTRA, newBundleEntry, withFont, type UpSellText } from './model/extras';

// The options popup's store: one per popup (product page, quick-add, modify), zustand with immer. Actions are the
// state changes of SPEC.md section 4; server calls and timers live in controller.ts.

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
  return createStore<OptionsState & OptionsActions>()(
    immer((set) => ({
      ...start,
      setQuantity: (q) => set((s) => void (s.quantity = q)),
      pickSize: (id) =>
        set((s) => {
          s.sizeId = id;
          s.customWidth = '';
          s.customHeight = '';
          s.calculatedHeight = 0;
          s.sizeNotice = undefined;
          s.maxSizeMessage = undefined;
        }),
      typeWidth: (text) =>
        set((s) => {
          s.sizeId = undefined;
          s.customWidth = text;
          if (needsSquareSize(s.shape)) s.customHeight = text;
          s.ready = false;
          s.sizeNotice = undefined;
          s.maxSizeMessage = undefined;
        }),
      typeHeight: (text) =>
        set((s) => {
          s.sizeId = undefined;
          s.customHeight = text;
          s.ready = false;
          s.sizeNotice = undefined;
          s.maxSizeMessage = undefined;
        }),
      setUnit: (unit) =>
        set((s) => {
          if (unit === s.unit) return;
          const convert = (text: string) => {
            const v = lengthInCm(parseLength(text), s.unit);
            return v === undefined ? text : String(lengthInUnit(v, unit));
          };
          s.customWidth = convert(s.customWidth);
          s.customHeight = convert(s.customHeight);
          // a percentage height converts as the server would answer it for the converted width (to 0.01 in / 0.1 cm)
          if (s.calculatedHeight > 0) s.calculatedHeight = lengthInUnit(lengthInCm(s.calculatedHeight, s.unit)!, unit);
          s.unit = unit;
          s.ready = false;
          s.sizeNotice = undefined;
          s.maxSizeMessage = undefined;
        }),
      roundSize: () =>
        set((s) => {
          const limits = s.product.customSize;
          if (!limits || s.sizeId !== undefined) return;
          const w = parseLength(s.customWidth);
          const h = s.product.heightRatio ? undefined : parseLength(s.customHeight);
          // A size outside the limits is not rounded: its alert says what to fix ("rounded to 1000000000 x ..." did not).
          if (sizeAlert(lengthInCm(w, s.unit), lengthInCm(h, s.unit), limits)) return;
          const r = roundCustomSize(w, h, limits, s.unit);
          if (!r.notice) return;
          if (r.width !== undefined) s.customWidth = String(r.width);
          if (r.height !== undefined) s.customHeight = String(r.height);
          // A percentage product's height is the server's to compute: its notice names the width alone.
          const key = h === undefined ? 'size-rounded-width' : r.notice;
          s.sizeNotice = sizeMessage(limits, key, s.unit, { width: r.width ?? 0, height: r.height ?? 0 });
        }),
      setCalculatedHeight: (h) => set((s) => void (s.calculatedHeight = h)),
      clearPercentageSize: () =>
        set((s) => {
          s.customWidth = '';
          s.calculatedHeight = 0;
        }),
      setMaxSizeMessage: (m) => set((s) => void (s.maxSizeMessage = m)),
      setReady: (ready) => set((s) => void (s.ready = ready)),
      setPack: (pack) =>
        set((s) => {
          s.pack = pack;
          s.customPack = '';
        }),
      typeCustomPack: (text) =>
        set((s) => {
          s.customPack = text;
          s.pack = text.trim() ? undefined : s.product.packs[0]?.pack;
        }),
      setColor: (id) =>
        set((s) => {
          s.color = id;
          if (colourForcesNormalOrientation(s.product, id)) {
            s.orientation = 'normal';
            s.open = s.open.filter((o) => o !== 'orientation');
          }
        }),
      setOrientation: (o) => set((s) => void (s.orientation = o)),
      setMaterialCanvas: (id) =>
        set((s) => {
          s.materialCanvas = id;
          const shown = visibleSizes(s.product.sizes, id);
          if (s.sizeId !== undefined && !shown.some((x) => x.sizeid === s.sizeId)) s.sizeId = shown[0]?.sizeid;
        }),
      setComposition: (id) => set((s) => void (s.composition = id)),
      setEffect: (id) => set((s) => void (s.effect = id)),
      setShape: (kind) =>
        set((s) => {
          s.shape = kind;
          if (!needsSquareSize(kind) || s.sizeId !== undefined || s.customHeight === s.customWidth) return;
          s.customHeight = s.customWidth;
          s.ready = false;
          s.sizeNotice = undefined;
          s.maxSizeMessage = undefined;
        }),
      setRoundedCorners: (on) => set((s) => void (s.roundedCorners = on)),
      setFormat: (id) => set((s) => void (s.format = id)),
      setGender: (g) =>
        set((s) => {
          s.gender = g;
          s.models = modelsOf(s.product.clothingModels, g);
        }),
      applyGenderOptions: (r) =>
        set((s) => {
          s.models = r.models;
          s.model = r.models[0]?.id;
          s.materialColors = r.materialColors;
          if (!r.materialColors.some((c) => c.id === s.materialColor)) s.materialColor = r.materialColors[0]?.id;
          s.modelSizes = r.modelSizes;
          if (!r.modelSizes.some((m) => m.size === s.modelSize)) s.modelSize = r.modelSizes[0]?.size;
          if (s.model !== undefined) s.modelSizesByModel[s.model] = r.modelSizes;
        }),
      setModel: (id) => set((s) => void (s.model = id)),
      applyModelOptions: (r) =>
        set((s) => {
          s.materialColors = r.materialColors;
          if (!r.materialColors.some((c) => c.id === s.materialColor)) s.materialColor = r.materialColors[0]?.id;
          s.modelSizes = r.modelSizes;
          if (!r.modelSizes.some((m) => m.size === s.modelSize)) s.modelSize = r.modelSizes[0]?.size;
          if (s.model !== undefined) s.modelSizesByModel[s.model] = r.modelSizes;
        }),
      setModelSizesFor: (model, sizes) =>
        set((s) => {
          s.modelSizesByModel[model] = sizes;
          const same = s.modelSizes.length === sizes.length && s.modelSizes.every((m, i) => m.size === sizes[i].size);
          if (s.model === model && same) s.modelSizes = sizes;
        }),
      setMaterialColor: (id) => set((s) => void (s.materialColor = id)),
      setModelSize: (size) => set((s) => void (s.modelSize = size)),
      setBlind: (field, id) => set((s) => void (s[field] = id)),
      setText: (text) => set((s) => void (s.personalizedText = text)),
      setUploadedImage: (file) =>
        set((s) => {
          s.uploadedImage = file;
          if (file) {
            s.webImage = false;
            s.webImageUrl = '';
          }
        }),
      setWebImage: (on) =>
        set((s) => {
          s.webImage = on;
          if (on) s.uploadedImage = undefined;
        }),
      setWebImageUrl: (url) => set((s) => void (s.webImageUrl = url)),
      setUploading: (on) => set((s) => void (s.uploading = on)),
      setComplement: (id, q) => set((s) => void (s.complements[id] = q)),
      setCrossSelling: (id, on) => set((s) => void (s.crossSelling[id] = on)),
      setPrice: (price, failed) =>
        set((s) => {
          s.price = price;
          s.priceFailed = failed || undefined;
        }),
      setSizePrices: (prices, freeShipping) =>
        set((s) => {
          for (const p of prices) s.sizePrices[p.id] = { formattedPrice: p.formattedPrice, formattedOldPrice: p.formattedOldPrice };
          if (freeShipping) s.freeShipping = freeShipping;
        }),
      setPackPrices: (prices) =>
        set((s) => {
          for (const p of prices) s.packPrices[p.id] = { formattedPrice: p.formattedPrice, formattedOldPrice: p.formattedOldPrice };
        }),
      setOpen: (open) => set((s) => void (s.open = open)),
      focusSection: (id) =>
        set((s) => {
          if (!s.open.includes(id)) s.open.push(id);
          s.scrollTo = { id, at: Date.now() };
        }),
      setAdding: (on) => set((s) => void (s.adding = on)),
      addBundleEntry: () =>
        set((s) => {
          if (s.bundle.length >= MAX_BUNDLE_EXTRA) return;
          s.bundleKey += 1;
          s.bundle.push(newBundleEntry(s.product, s, s.bundleKey));
        }),
      removeBundleEntry: (key) => set((s) => void (s.bundle = s.bundle.filter((e) => e.key !== key))),
      setBundleGender: (key, g) => set((s) => void (s.bundle = s.bundle.map((e) => (e.key === key ? entryWithGender(s.product, e, g) : e)))),
      setBundleModel: (key, id) => set((s) => void (s.bundle = s.bundle.map((e) => (e.key === key ? entryWithModel(s.product, e, id) : e)))),
      setBundleSize: (key, size) => set((s) => void (s.bundle = s.bundle.map((e) => (e.key === key ? { ...e, modelSize: size } : e)))),
      setBundleColour: (key, id) => set((s) => void (s.bundle = s.bundle.map((e) => (e.key === key ? { ...e, materialColor: id } : e)))),
      setUpSell: (patch) =>
        set((s) => {
          Object.assign(s.upSell, patch);
          s.upSell.error = undefined;
        }),
      setUpSellFont: (family) => set((s) => void (s.upSell = withFont(s.upSell, family))),
      setUpSellPreview: (forPayload, r) =>
        set((s) => {
          s.upSell.svg = r.svg;
          s.upSell.svgFor = r.svg ? forPayload : undefined;
          s.upSell.error = r.error;
        }),
      setPreviewImage: (img) => set((s) => void (s.previewImage = img)),
    })),
  );
}
