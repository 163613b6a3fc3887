// Analytics events go to window.dataLayer, for whatever tag manager the shop runs; the options popup (adds and
// modifies) and the cart (views) push through this one helper.

export function track(event: object, target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] }): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}
