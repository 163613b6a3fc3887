import type { Catalogue, Product } from '../catalog/model';
import type { PriceConfig } from '../pricing';

type Lists = Pick<Catalogue, 'clothingModels'>;

/**
 * The configuration a product page opens with, and whose price lists show as "from": the first catalogue size,
 * pack, rug format, colour, model and model size, tissue, mechanism and drop; for custom-size-only products the
 * smallest allowed size.
 */
export function defaultConfiguration(product: Product, lists: Lists): PriceConfig {
  const config: PriceConfig = { quantity: 1 };
  const size = product.sizes?.[0];
  if (size) {
    config.sizeid = size.sizeid;
    if (size.materialCanvas) config.materialCanvas = size.materialCanvas;
    if (size.deviceid) config.device = size.deviceid;
  } else if (product.customSize) {
    config.width = product.customSize.minWidth;
    config.height = product.heightRatio ? roundOne(product.customSize.minWidth * product.heightRatio) : product.customSize.minHeight;
  }
  if (product.packs?.length) config.pack = product.packs[0].pack;
  if (product.rugFormats?.length) config.rugFormat = product.rugFormats[0].id;
  if (product.colours?.length) config.color = product.colours[0];
  if (product.compositions?.length) config.composition = product.compositions[0].id;
  if (product.canvasMaterials?.length && !config.materialCanvas) config.materialCanvas = product.canvasMaterials[0].id;
  const model = lists.clothingModels.find((m) => product.clothingModels?.includes(m.id));
  if (model) {
    config.model = model.id;
    config.modelSize = model.sizes[0];
    config.materialColor = model.materialColors[0];
  }
  if (product.tissues?.length) config.tissue = product.tissues[0];
  if (product.mechanisms?.length) config.mechanism = product.mechanisms[0];
  if (product.drops?.length) config.drop = product.drops[0];
  return config;
}

const roundOne = (n: number) => Math.round(n * 10) / 10;
