import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import type { Services } from '../services';

export function productRoutes(app: FastifyInstance, { products }: Services): void {
  // the live price, asked at every keystroke of a size: a few figures, never worth compressing
  registerCall(app, calls.calculateCustomPrice, (p, { locale }) => products.calculateCustomPrice(p, locale), { smallAnswer: true });
  registerCall(app, calls.updateSizesPrices, (p, { locale }) => products.updateSizesPrices(p, locale));
  registerCall(app, calls.updatePackPrices, (p, { locale }) => products.updatePackPrices(p, locale));
  registerCall(app, calls.calculateCustomHeight, (p, { locale }) => products.calculateCustomHeight(p, locale));
  registerCall(app, calls.checkMaxSize, (p, { locale }) => products.checkMaxSize(p, locale));
  registerCall(app, calls.loadModelGenderOptions, (p, { locale }) => products.loadModelGenderOptions(p, locale));
  registerCall(app, calls.loadModelSizesAndColors, (p, { locale }) => products.loadModelSizesAndColors(p, locale));
  registerCall(app, calls.previewImage, (p) => products.previewImage(p));
  registerCall(app, calls.getQuantitySelector, (p, { locale }) => products.getQuantitySelector(p, locale));
  registerCall(app, calls.renderClothingSizes, (p, { locale }) => products.renderClothingSizes(p, locale));
}
