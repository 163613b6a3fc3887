import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import type { Services } from '../services';

export function websiteRoutes(app: FastifyInstance, { recommendations }: Services): void {
  registerCall(app, calls.loadRelatedProducts, (p, { locale }) => recommendations.load(p, locale));
  registerCall(app, calls.lastViewedProductsRecommender, (p, { locale }) => recommendations.lastViewed(p, locale));
}
