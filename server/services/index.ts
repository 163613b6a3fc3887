import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import { CatalogueRepository } from '../repositories/catalogueRepository';
import { DesignRepository } from '../repositories/designRepository';
import { ReviewRepository } from '../repositories/reviewRepository';
import { SalesRepository } from '../repositories/salesRepository';
import { ProductSearchRepository } from '../repositories/productSearchRepository';
import { ProductSearchService } from './productSearchService';
import { UploadRepository } from '../repositories/uploadRepository';
import { DesignLibraryService } from './designLibraryService';
import { DesignMasks } from './designMasks';
import { ReviewService } from './reviewService';
import { TextRenderService } from './textRenderService';
import { UploadService } from './uploadService';
import { RecommendationService } from './recommendationService';
import { WishlistService } from './wishlistService';
import { WishlistRepository } from '../repositories/wishlistRepository';
import { CatalogueService } from './catalogueService';
import { InformationService } from './informationService';
import { ProductService } from './productService';
import { CartRepository } from '../repositories/cartRepository';
import { CartItemRepository } from '../repositories/cartItemRepository';
import { CartVoucherRepository } from '../repositories/cartVoucherRepository';
import { CartEventRepository } from '../repositories/cartEventRepository';
import { CartTransactions } from '../repositories/cartTransaction';
import { CartItemBuilder } from './cartItemBuilder';
import { CartService } from './cartService';
import { CartTrackingService } from './cartTracking';
import { CartRetention } from './cartRetention';
import { OrderService } from './orderService';
import { SiteService } from './siteService';
import { OrderRepository } from '../repositories/orderRepository';
import { PrintService } from './printService';
import { openFileStore, type FileStore } from '../storage';
import { shopMedia } from '../print/mediaAssets';
import { CataloguePictures } from './cataloguePictures';
import path from 'node:path';
import { StaffRepository } from '../repositories/staffRepository';
import { OrderAdminRepository } from '../repositories/orderAdminRepository';
import { StaffService } from './staffService';
import { OrderAdminService } from './orderAdminService';
import { SharedDesignRepository } from '../repositories/sharedDesignRepository';
import { SharedDesignService } from './sharedDesignService';

/** The demo catalogue's pictures: products/ (served under /media/catalog/) and designs/ (/media/designs/). */
export const CATALOGUE_IMAGES = path.resolve('fixtures/catalog/images');

/** Every service of the shop, wired once per server process: routes -> services -> repositories. */
export interface Services {
  db: Db;
  config: ServerConfig;
  catalogue: CatalogueService;
  products: ProductService;
  information: InformationService;
  designLibrary: DesignLibraryService;
  /** Library designs' outlines as photos' frames (issue 29). */
  designMasks: DesignMasks;
  textRender: TextRenderService;
  reviews: ReviewService;
  /** Every kept file (uploads, print files): DATA_DIR or the shared database (server/storage/). */
  files: FileStore;
  uploads: UploadService;
  recommendations: RecommendationService;
  productSearch: ProductSearchService;
  wishlist: WishlistService;
  cart: CartService;
  cartTracking: CartTrackingService;
  cartRetention: CartRetention;
  orders: OrderService;
  site: SiteService;
  print: PrintService;
  /** The catalogue's pictures rendered to WebP for browsers (contract/pictures.ts). */
  pictures: CataloguePictures;
  /** The back office (issue 28): staff accounts and sessions, and the orders as staff run them. */
  staff: StaffService;
  orderAdmin: OrderAdminService;
  /** Designs saved to share (issue 29), read back by their link. */
  sharedDesigns: SharedDesignService;
}

export function createServices(db: Db, config: ServerConfig): Services {
  const catalogue = new CatalogueService(new CatalogueRepository(db.kysely));
  // One store for every kept file: DATA_DIR, or the database when processes share a PostgreSQL (FILE_STORE).
  const files = openFileStore({ choice: config.fileStore, dialect: db.dialect, dataDir: config.dataDir, db: db.kysely });
  const uploads = new UploadService(config.dataDir, files, new UploadRepository(db.kysely), config.uploadQuota);
  const designLibrary = new DesignLibraryService(new DesignRepository(db.kysely, db.dialect));
  const media = shopMedia({
    upload: (name) => uploads.read(name),
    libraryDesign: (id) => designLibrary.picture('openmoji', id).catch(() => undefined),
    catalogueImages: CATALOGUE_IMAGES,
  });
  const designMasks = new DesignMasks(new DesignRepository(db.kysely, db.dialect), media);
  const print = new PrintService(new OrderRepository(db.kysely), catalogue, files, media, config.printRender);
  return {
    db,
    config,
    catalogue,
    products: new ProductService(catalogue),
    information: new InformationService(catalogue),
    designLibrary,
    designMasks,
    textRender: new TextRenderService(),
    reviews: new ReviewService(catalogue, new ReviewRepository(db.kysely)),
    files,
    uploads,
    productSearch: new ProductSearchService(new ProductSearchRepository(db.kysely, db.dialect), catalogue),
    recommendations: new RecommendationService(catalogue, new ReviewRepository(db.kysely), new SalesRepository(db.kysely)),
    wishlist: new WishlistService(new WishlistRepository(db.kysely), catalogue, new DesignRepository(db.kysely, db.dialect)),
    cart: new CartService(
      new CartRepository(db.kysely),
      new CartItemRepository(db.kysely),
      new CartVoucherRepository(db.kysely),
      catalogue,
      new CartItemBuilder(catalogue, media, designMasks),
      new CartTransactions(db.kysely),
    ),
    cartTracking: new CartTrackingService(new CartEventRepository(db.kysely), catalogue),
    cartRetention: new CartRetention(new CartRepository(db.kysely), config.cartRetentionDays),
    orders: new OrderService(new OrderRepository(db.kysely), new CartTransactions(db.kysely), catalogue),
    site: new SiteService(catalogue, config.publicUrl),
    print,
    pictures: new CataloguePictures(path.join(CATALOGUE_IMAGES, 'products')),
    staff: new StaffService(new StaffRepository(db.kysely)),
    orderAdmin: new OrderAdminService(new OrderRepository(db.kysely), new OrderAdminRepository(db.kysely), print, catalogue),
    sharedDesigns: new SharedDesignService(new SharedDesignRepository(db.kysely), catalogue, media, designMasks, (sources) =>
      uploads.prepareDisplayCopies(sources, (err) => console.error('display copy', err)),
    ),
  };
}
