import crypto from 'node:crypto';
import type { Payload, ResponseInput } from '../../contract';
import type { MediaResolver } from '../print/mediaAssets';
import type { SharedDesignRepository } from '../repositories/sharedDesignRepository';
import type { CatalogueService } from './catalogueService';
import { hashToken } from './cartTokens';
import { checkDesign, type MaskOutlines } from './designCheck';
import { ShopError } from './shopError';
import type { VisitorQuota } from './uploadQuota';

// "Save and share" (issue 29): a design stored under an unguessable link that opens a copy of it in the designer.
// The design is checked as add-to-cart checks one (designCheck.ts), its bytes count in the visitor's upload quotas as
// a cart line's design does (issue 25), and the database keeps the SHA-256 of the link's token, never the token.

/** A link's token: 16 random bytes (128 bits) from the operating system's CSPRNG, 22 base64url characters. */
const newShareToken = () => crypto.randomBytes(16).toString('base64url');
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

const unknown = () => new ShopError(404, 'shared-design', 'shared-design-unknown');

export class SharedDesignService {
  constructor(
    private readonly repo: SharedDesignRepository,
    private readonly catalogue: CatalogueService,
    private readonly media: MediaResolver,
    private readonly masks: MaskOutlines,
    /** Starts making the display copies of the design's uploaded pictures (UploadService.prepareDisplayCopies). */
    private readonly prepareCopies: (sources: string[]) => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores the design (checked, within the visitor's quota) and answers its link. */
  async save(p: Payload<'shareDesign'>, quota: VisitorQuota): Promise<ResponseInput<'shareDesign'>> {
    const product = await this.catalogue.product(p.productId);
    const doc = await checkDesign(product, p.design, this.media, this.masks);
    const design = JSON.stringify(doc);
    const bytes = Buffer.byteLength(design);
    await quota.take(bytes);
    const token = newShareToken();
    try {
      await this.repo.insert(hashToken(token), { productId: product.id, design, createdAt: this.now().toISOString() });
    } catch (err) {
      await quota.give(bytes);
      throw err;
    }
    // those who open the link draw its photos from display copies: made now, not by the first of them
    this.prepareCopies([doc.background?.src, ...Object.values(doc.objects).map((o) => (o.kind === 'image' ? o.src : undefined))].flatMap((s) => s ?? []));
    return { done: true, url: `/designer/${product.slug}?shared=${token}` };
  }

  /** The design a link names, as it was saved; an unknown or malformed token (or a product gone since) is a 404. */
  async read(token: string): Promise<ResponseInput<'sharedDesign'>> {
    if (!SHARE_TOKEN.test(token)) throw unknown();
    const row = await this.repo.byTokenHash(hashToken(token));
    if (!row) throw unknown();
    const product = await this.catalogue.product(row.productId).catch(() => undefined);
    if (!product?.designerType) throw unknown();
    return { done: true, productId: product.id, slug: product.slug, design: JSON.parse(row.design) as Record<string, unknown> };
  }
}
