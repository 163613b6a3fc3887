import { shopAnswered, wasAborted } from '../api/errors';
import type { DesignerData } from '../data/designer';
import { RENDER_TEXT_DELAY_MS, renderTextPayload } from './model/extras';
import type { OptionsStore } from './store';

// The up-selling text preview (controller.ts starts it): render-text 500 ms after the last change of text, font,
// colour or direction, the previous request aborted; the answer (or its error) is kept for the payload it was made for.

export function textPreview(store: OptionsStore, data: Pick<DesignerData, 'renderText' | 'abort'>, key: string): { changed(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastKey: string | undefined;
  const s = () => store.getState();
  return {
    changed() {
      const payload = renderTextPayload(s().upSell);
      const next = payload ? JSON.stringify(payload) : undefined;
      if (next === lastKey) return;
      lastKey = next;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!payload || !next) {
        data.abort(key);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        void (async () => {
          try {
            const r = await data.renderText(key, payload);
            s().setUpSellPreview(next, { svg: r.svg });
          } catch (e) {
            if (wasAborted(e)) return;
            s().setUpSellPreview(next, { error: shopAnswered(e) ? e.errorMessage : 'The preview could not be made. Please try again.' });
          }
        })();
      }, RENDER_TEXT_DELAY_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      data.abort(key);
    },
  };
}
