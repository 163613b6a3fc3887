import type { Generated } from 'kysely';

// Table types for Kysely. Booleans are stored as 0/1 integers and JSON as text so one schema serves SQLite and
// PostgreSQL alike.

export interface MetaTable {
  key: string;
  value: string;
}

export interface ProductTable {
  id: number;
  reference: string;
  slug: string;
  name: string;
  category: string;
  designer_type: number | null;
  hidden: number;
  position: number;
  /** The whole catalogue Product as JSON. */
  data: string;
  /** Reduced search words (server/db/searchText.ts), full-text indexed (migration 009). */
  keywords: Generated<string>;
}

export interface CatalogueListTable {
  name: string;
  data: string;
}

export interface VoucherTable {
  code: string;
  kind: string;
  value: number;
  valid_from: string | null;
  valid_to: string | null;
  minimum_total: number | null;
  /** Uses allowed in all (1: single use); NULL: no limit. */
  max_uses: number | null;
  /** Uses allowed to one cart; NULL: no limit. */
  max_uses_per_cart: number | null;
  /** The exact instant (ISO) the voucher stops, beside the day-precise valid_to. */
  expires_at: string | null;
  /** Redemptions so far (a cart applying it); never past max_uses (a CHECK). */
  uses: Generated<number>;
}

/** How often one cart has used a voucher (its per-cart limit). */
export interface CartVoucherUseTable {
  cart_id: number;
  voucher_code: string;
  uses: number;
  created_at: string;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  date: string;
}

/** A library design. Names and space-separated keywords per language; NULL Spanish or Danish shows the English. */
export interface DesignTable {
  id: number;
  name: string;
  tags: string;
  url: string;
  name_es: string | null;
  name_da: string | null;
  tags_es: string | null;
  tags_da: string | null;
  /** Every name and keyword word of every language, reduced as queries are (searchText.ts): what the index holds. */
  keywords: string | null;
  /** Who made it: its licence and credits (server/catalog/designSources.ts). */
  source: Generated<string>;
  /** The picture's file inside its source's package (packaged sources only); never taken from a request. */
  file: string | null;
}

export interface UploadTable {
  hash: string;
  mime: string;
  size: number;
  original_name: string;
  created_at: string;
}

/** Upload bytes stored per scope ('visitor:<hash>' per UTC day, 'total' for 'all'): see migration 006. */
export interface UploadQuotaTable {
  scope: string;
  period: string;
  /** A bigint column: PostgreSQL's driver reads it as a string. */
  bytes: number | string;
}

export interface ConversionEventTable {
  id: Generated<number>;
  event: string;
  payload: string;
  created_at: string;
}

export interface Database {
  meta: MetaTable;
  products: ProductTable;
  catalogue_lists: CatalogueListTable;
  vouchers: VoucherTable;
  reviews: ReviewTable;
  designs: DesignTable;
  uploads: UploadTable;
  upload_quota: UploadQuotaTable;
  conversion_events: ConversionEventTable;
  carts: CartTable;
  cart_sessions: CartSessionTable;
  cart_items: CartItemTable;
  cart_voucher_uses: CartVoucherUseTable;
  wishlist_items: WishlistItemTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  jobs: JobTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  order_events: OrderEventTable;
  shared_designs: SharedDesignTable;
  order_links: OrderLinkTable;
}

/** A cart: owned by the browser sessions in cart_sessions, recoverable through its recovery_hash (?tvcart=). */
export interface CartTable {
  id: Generated<number>;
  recovery_hash: string;
  /** The applied voucher, normalised (NFKC, upper case). */
  voucher_code: string | null;
  /** 1 right after an add: open-shopping-cart-if-needed answers open once, then clears it. */
  open_requested: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A browser session owning a cart: the SHA-256 (hex) of the httpOnly cookie's token, never the token itself. */
export interface CartSessionTable {
  token_hash: string;
  cart_id: number;
  created_at: string;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The item this one was added with (complement, cross-selling, up-selling, bundle item). */
  parent_id: number | null;
  product_id: number;
  /** product | complement | control | cross-selling | up-selling | bundle | extra */
  kind: string;
  quantity: number;
  /** 1, or 0 for control and charger items. */
  min_quantity: Generated<number>;
  title: string;
  description: string;
  /** The validated product options as JSON (never a client price). */
  options: string;
  /** Server-computed price of one item, EUR minor units. */
  unit_price: number;
  is_locked: Generated<number>;
  link_to_parent: Generated<number>;
  created_at: string;
}

/** One product or library design on a visitor's wishlist. */
export interface WishlistItemTable {
  owner_hash: string;
  kind: 'product' | 'design';
  item_id: number;
  created_at: string;
}

/** An order placed from a cart (migration 007): totals and voucher frozen; contact and voucher as JSON. */
export interface OrderTable {
  id: Generated<number>;
  number: string;
  cart_id: number;
  idempotency_key: string;
  /** SHA-256 (hex) of the order link's token. */
  access_hash: string;
  /** 'awaiting-payment' (payment is out of scope). */
  status: string;
  locale: string;
  contact: string;
  voucher: string | null;
  items_total: number;
  discount: number;
  shipping: number;
  grand_total: number;
  currency: string;
  created_at: string;
  /** Set when the order is shipped (migration 011). */
  tracking_number: string | null;
  /** The contact's e-mail, lower case, for the back office's search (migration 011). */
  email: string | null;
}

/** One line of an order, copied from the cart item; personalised lines carry their print files' state. */
export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  parent_position: number | null;
  product_id: number;
  kind: string;
  title: string;
  description: string;
  options: string;
  quantity: number;
  unit_price: number;
  print_status: string;
  print_error: string | null;
  proof_key: string | null;
  pdf_key: string | null;
  printed_at: string | null;
}

/** The embedded database's job queue (migration 008, SQLite only; PostgreSQL uses pg-boss). */
export interface JobTable {
  id: Generated<number>;
  queue: string;
  key: string;
  data: string;
  state: 'created' | 'active' | 'completed' | 'failed';
  attempts: Generated<number>;
  run_after: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A member of the shop's staff (the back office, issue 28): an argon2id hash, never the password. */
export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
}

/** A staff session: the SHA-256 (hex) of the atelier_staff cookie's token, and when it ends. */
export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
}

/** What happened to an order: placed, a status change, a line rendered or re-queued, a mail sent; who and when. */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  status: string | null;
  line_id: number | null;
  detail: string | null;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
}

/** A design saved to share (issue 29): the SHA-256 (hex) of its link's token, its product and the document as JSON. */
export interface SharedDesignTable {
  token_hash: string;
  product_id: number;
  design: string;
  created_at: string;
}

/** A further link to an order (migration 013): the SHA-256 (hex) of its token, as orders.access_hash keeps the first's. */
export interface OrderLinkTable {
  access_hash: string;
  order_id: number;
  created_at: string;
}
