// Page-level switches of the cart, read from <html data-*> (the spec's hidden page fields): which layout to render
// (renderNewCart) and the control2 status that hides references C015-C018.

export interface CartPageFlags {
  renderNewCart: boolean;
  control2Status?: number;
}

export function parsePageFlags(dataset: Record<string, string | undefined>): CartPageFlags {
  const layout = dataset.renderNewCart?.trim().toLowerCase();
  const status = dataset.control2Status?.trim();
  return {
    renderNewCart: !(layout === '0' || layout === 'false' || layout === 'old'),
    control2Status: status && /^\d+$/.test(status) ? Number(status) : undefined,
  };
}

export function readPageFlags(): CartPageFlags {
  if (typeof document === 'undefined') return { renderNewCart: true };
  return parsePageFlags(document.documentElement.dataset);
}
