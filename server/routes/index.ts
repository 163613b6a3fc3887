import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { catalogRoutes } from './catalog';
import { designerRoutes } from './designer';
import { uploadRoutes } from './upload';
import { websiteRoutes } from './website';
import { wishlistRoutes } from './wishlist';
import { informationRoutes } from './information';
import { productRoutes } from './product';
import { shoppingRoutes } from './shopping';
import { trackingRoutes } from './tracking';
import { orderRoutes } from './orders';
import { adminRoutes } from './admin';
import { sharedDesignRoutes } from './sharedDesigns';

/** Every /ajax call; each route file holds one area of SPEC.md section 7 and only does HTTP. */
export async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  catalogRoutes(app, services);
  productRoutes(app, services);
  informationRoutes(app, services);
  designerRoutes(app, services);
  uploadRoutes(app, services);
  websiteRoutes(app, services);
  wishlistRoutes(app, services);
  shoppingRoutes(app, services);
  trackingRoutes(app, services);
  orderRoutes(app, services);
  adminRoutes(app, services);
  sharedDesignRoutes(app, services);
}
