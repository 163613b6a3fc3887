import type { ProductCategory } from '../../contract/common';

/** Shopper-facing names of the catalogue's categories, in the order the filter chips show them. */
export const categoryLabels: Record<ProductCategory, string> = {
  'cut-vinyl-sticker': 'Vinyl wall stickers',
  'printed-sticker': 'Printed wall stickers',
  'text-sticker': 'Text stickers',
  'wallpaper-mural': 'Wallpaper murals',
  'wallpaper-roll': 'Wallpaper rolls',
  'roller-blind': 'Roller blinds',
  canvas: 'Canvas prints',
  'photo-canvas': 'Photo canvas',
  't-shirt': 'T-shirts',
  coasters: 'Coasters',
  'vinyl-rug': 'Vinyl rugs',
  'device-skin': 'Device skins',
  spatula: 'Tools',
  extra: 'Extras',
};

export function categoryLabel(category: ProductCategory): string {
  return categoryLabels[category] ?? category;
}

const order = Object.keys(categoryLabels) as ProductCategory[];

/** The categories present in a list of products, in the shop's order. */
export function categoriesOf(products: ReadonlyArray<{ category: ProductCategory }>): ProductCategory[] {
  const present = new Set(products.map((p) => p.category));
  return order.filter((c) => present.has(c));
}

export function isCategory(value: string | null): value is ProductCategory {
  return value !== null && Object.hasOwn(categoryLabels, value);
}
