import type { PayloadInput, Response } from '../../contract';
import { isRefusal, shopAnswered, wasAborted } from '../api/errors';
import type { DataClient } from '../data/client';
import type { DesignerData } from '../data/designer';
import { createProductData, type ProductData } from '../data/product';
import { addsMultiple, canRequestPrice, cartPayload, currentSize, modifyPayload, pricePayload } from './model/payload';
import { errorSection, productSections, type SectionId } from './model/sections';
import type { ClothingGender, OptionsState } from './model/state';
import { listPrices } from './listPrices';
import type { OptionsStore } from './store';

const noop = () => {};

// The options popup's side effects (SPEC.md sections 4, 5, 8, 9): live price (previous request aborted), the 1 s
// size-idle re-evaluation of the ready flag, the 700 ms percentage-height call, check-max-size on blur, clothing
// reloads, uploads and add to cart / modify. No React: the panel creates one controller per store.

/** Size input debounce: the ready flag is re-evaluated 1 s after the last keystroke. */
export const SIZE_IDLE_MS = 1000;
/** calculate-custom-height is sent 700 ms after typing the width. */
export const HEIGHT_DELAY_MS = 700;

/** The server calls the panel makes, through the storefront's data layer (storefront/data). */
export interface OptionsData {
  product: ProductData;
  /** The personalisation calls (lettering preview, uploads): their module loads on first use, out of the first JavaScript. */
  designer: () => Promise<DesignerData>;
}

/** The panel's data over a client: the real one by default, a scripted one in unit tests. */
export function createOptionsData(client?: DataClient): OptionsData {
  let designer: Promise<DesignerData> | undefined;
  return { product: createProductData(client), designer: () => (designer ??= import('../data/designer').then((m) => m.createDesignerData(client))) };
}

export type CartResult = Response<'addToCart'> | Response<'modifyCartItem'>;

export interface ControllerDeps {
  data: OptionsData;
  /** Shows a message in the info dialog. */
  /** `section`: the option section to fix; focus goes there when the dialog closes. */
  showInfo(message: string, title?: string, section?: SectionId): void;
  /** Whether the shopper has made a cookie choice. */
  hasCookieChoice(): boolean;
  /** Shows the cookie-choice prompt (adding is blocked until a choice is made). */
  askCookieChoice(): void;
  /** After a successful add or modify: tracking, cart summary, close the popup, open the cart. */
  onCartSuccess(result: CartResult, mode: 'add' | 'modify'): void;
  referrer?: () => string | undefined;
}

export interface OptionsController {
  /** Starts the live price (initial request) and the subscription; returns a cleanup. */
  start(): () => void;
  typeWidth(text: string): void;
  typeHeight(text: string): void;
  /** Blur of a custom size field: check-max-size, the server's message when not ok. */
  checkMaxSize(): Promise<void>;
  changeGender(g: ClothingGender): Promise<void>;
  changeModel(id: number): Promise<void>;
  upload(files: File[]): Promise<void>;
  addToCart(): Promise<void>;
  requestPrice(): Promise<void>;
}

let seq = 0;

export function createOptionsController(store: OptionsStore, deps: ControllerDeps): OptionsController {
  const key = `options-${++seq}`;
  const priceKey = `price:${key}`;
  let lastPriceKey: string | null | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let heightTimer: ReturnType<typeof setTimeout> | undefined;
  const s = () => store.getState();
  const lists = listPrices(store, deps.data.product, key);

  async function requestPrice(): Promise<void> {
    const state = s();
    if (!canRequestPrice(state)) {
      lastPriceKey = null;
      deps.data.product.abort(priceKey);
      state.setPrice(undefined);
      state.setReady(false);
      return;
    }
    const payload = pricePayload(state);
    lastPriceKey = JSON.stringify(payload);
    try {
      const r = await deps.data.product.livePrice(priceKey, payload);
      if (r.error !== undefined || r.formattedPrice === undefined) {
        s().setPrice(undefined);
        s().setReady(false);
        deps.showInfo(r.error ?? 'This configuration cannot be priced.');
        return;
      }
      s().setPrice({
        formattedPrice: r.formattedPrice,
        formattedOldPrice: r.formattedOldPrice,
        formattedUpSellingPrice: r.formattedUpSellingPrice,
        formattedExtrasPrice: r.formattedExtrasPrice,
        formattedTotalPrice: r.formattedTotalPrice,
      });
      s().setReady(true);
    } catch (e) {
      if (wasAborted(e)) return;
      // Any failure re-enables the buttons (an add then gets the server's refusal, naming the section to fix). A
      // refusal also takes the previous price away: it belonged to another configuration.
      s().setReady(true);
      if (isRefusal(e)) {
        s().setPrice(undefined);
        deps.showInfo(e.errorMessage);
      } else {
        // the previous price belonged to another choice: it goes, and the footer says the price is not known
        s().setPrice(undefined, true);
      }
    }
  }

  /** Asks a price when what would be asked changed (not while the shopper is typing a size). */
  function evaluate(): void {
    if (idleTimer) return;
    const state = s();
    const next = canRequestPrice(state) ? JSON.stringify(pricePayload(state)) : null;
    if (next === lastPriceKey) {
      if (next !== null && state.price && !state.ready) state.setReady(true);
      return;
    }
    void requestPrice();
  }

  function sizeTyped(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      const typed = s().customWidth;
      s().roundSize();
      // a percentage height follows the rounded width (the notice, the height shown and the price then agree)
      if (s().product.heightRatio && s().customWidth !== typed) void calculateHeight();
      else if (!heightTimer) evaluate();
    }, SIZE_IDLE_MS);
  }

  /** An effect: preview-image, whose picture (with ?effect=...) the panel shows. */
  async function previewEffect(id: OptionsState['effect']): Promise<void> {
    const state = s();
    if (id === undefined) return;
    try {
      const r = await deps.data.product.previewImage(`preview:${key}`, {
        productId: state.product.id,
        effect: id,
        compositionId: state.product.compositions.length > 0 ? state.composition : undefined,
      });
      if (s().effect === id) s().setPreviewImage(r.img);
    } catch (e) {
      if (shopAnswered(e)) deps.showInfo(e.errorMessage);
    }
  }

  async function calculateHeight(): Promise<void> {
    heightTimer = undefined;
    const state = s();
    const width = currentSize(state).width;
    if (width === undefined) {
      state.setCalculatedHeight(0);
      evaluate();
      return;
    }
    try {
      const inInches = state.unit === 'in' ? { convertUM: true } : {}; // the server converts, and answers in inches
      const r = await deps.data.product.customHeight(`height:${key}`, { productId: state.product.id, width, ...inInches });
      if (r.height === undefined) {
        s().clearPercentageSize();
        if (r.error) deps.showInfo(r.error);
      } else s().setCalculatedHeight(r.height);
    } catch (e) {
      if (wasAborted(e)) return;
      if (shopAnswered(e)) deps.showInfo(e.errorMessage);
    }
    evaluate();
  }

  async function reloadClothing<N extends 'loadModelGenderOptions' | 'loadModelSizesAndColors'>(
    name: N,
    payload: PayloadInput<N>,
  ): Promise<Response<N> | undefined> {
    try {
      return await deps.data.product.clothingOptions(`clothing:${key}`, name, payload);
    } catch (e) {
      if (shopAnswered(e)) deps.showInfo(e.errorMessage);
      return undefined;
    }
  }

  return {
    requestPrice,
    start() {
      void requestPrice();
      // shirts only: their sizes' surcharges come in a chunk of their own (the product page's first JavaScript is full)
      let stopSizes: () => void = () => {};
      if (store.getState().product.clothingModels.length)
        void import('./modelSizes').then((m) => stopSizes !== noop && (stopSizes = m.watchModelSizes(store, deps.data.product)));
      // the lettering preview comes in a chunk of its own, with the designer's data calls, once the personalised text
      // is turned on: most shoppers never do, and loading both at every start lengthened the options' takeover by a
      // long task on a phone. A change made before it arrived is caught up at once.
      let text: { changed(): void; stop(): void } = { changed: noop, stop: noop };
      let stopped = false;
      let textWanted = false;
      const wantText = () => {
        if (textWanted || !s().upSell.on) return;
        textWanted = true;
        void Promise.all([import('./textPreview'), deps.data.designer()]).then(([m, designer]) => {
          if (stopped) return;
          text = m.textPreview(store, designer, `text:${key}`);
          text.changed();
        });
      };
      wantText();
      const unsubscribe = store.subscribe((next, prev) => {
        if (next === prev) return;
        if (next.upSell !== prev.upSell) {
          wantText();
          text.changed();
        }
        // What follows from a choice, whichever component made it: the price lists that depend on it, the preview.
        if (next.sizeId !== prev.sizeId || next.color !== prev.color) void lists.packs();
        if (next.pack !== prev.pack || next.color !== prev.color) void lists.sizes();
        if (next.effect !== prev.effect) void previewEffect(next.effect);
        evaluate();
      });
      return () => {
        unsubscribe();
        stopSizes();
        stopSizes = noop;
        if (idleTimer) clearTimeout(idleTimer);
        if (heightTimer) clearTimeout(heightTimer);
        text.stop();
        stopped = true;
        idleTimer = heightTimer = undefined;
        for (const k of [`preview:${key}`, priceKey, `height:${key}`, `clothing:${key}`]) deps.data.product.abort(k);
        lists.stop();
      };
    },
    typeWidth(text) {
      // the idle timer is armed first so that the store change does not ask a price per keystroke
      sizeTyped();
      s().typeWidth(text);
      if (s().product.heightRatio) {
        if (heightTimer) clearTimeout(heightTimer);
        heightTimer = setTimeout(() => void calculateHeight(), HEIGHT_DELAY_MS);
      }
    },
    typeHeight(text) {
      sizeTyped();
      s().typeHeight(text);
    },
    async checkMaxSize() {
      const state = s();
      const size = currentSize(state);
      if (size.preset || size.widthCm === undefined || size.heightCm === undefined) return;
      // The live price already checked this very size on the server: asking again would only disable the add button
      // while the shopper clicks it (the blur comes first), and the click would be lost.
      if (state.ready && state.price && !size.alert && !state.maxSizeMessage) return;
      try {
        const r = await deps.data.product.checkMaxSize({ productId: state.product.id, width: size.widthCm, height: size.heightCm });
        s().setMaxSizeMessage(!r.sizeOk && r.message ? r.message : undefined);
      } catch {
        // the server checks the size again on add
      }
    },
    async changeGender(g) {
      s().setGender(g);
      const r = await reloadClothing('loadModelGenderOptions', { gender: g, productId: s().product.id });
      if (r) s().applyGenderOptions(r);
    },
    async changeModel(id) {
      s().setModel(id);
      const r = await reloadClothing('loadModelSizesAndColors', { modelId: id, productId: s().product.id });
      if (r) s().applyModelOptions(r);
    },
    async upload(files) {
      const state = s();
      if (!files.length) return;
      state.setUploading(true);
      try {
        const r = await (await deps.data.designer()).uploadImages(state.product.id, files);
        if (r.ok) s().setUploadedImage({ file: r.file, originalName: r.originalName });
        else if (r.message) deps.showInfo(r.message);
      } finally {
        s().setUploading(false);
      }
    },
    async addToCart() {
      if (!deps.hasCookieChoice()) {
        deps.askCookieChoice();
        return;
      }
      const state = s();
      if (!state.ready || state.adding) return;
      state.setAdding(true);
      const referrer = deps.referrer?.();
      try {
        if (state.mode === 'modify' && state.itemId !== undefined) {
          const r = await deps.data.product.modifyCartItem(modifyPayload(state, state.itemId, referrer));
          deps.onCartSuccess(r, 'modify');
        } else {
          const payload = cartPayload(state, referrer);
          const r = await deps.data.product.addToCart(payload, addsMultiple(state));
          deps.onCartSuccess(r, 'add');
        }
      } catch (e) {
        if (!shopAnswered(e)) return;
        const now = s();
        const section = errorSection(e.errorCode, productSections(now.product, now.color, now.mode));
        if (section) now.focusSection(section);
        deps.showInfo(e.errorMessage, undefined, section);
      } finally {
        s().setAdding(false);
      }
    },
  };
}
