import type { FrameMask } from '../../editor-engine';
import type { MediaResolver } from '../print/mediaAssets';
import { maskOutline } from '../print/maskOutline';
import type { DesignRepository } from '../repositories/designRepository';
import { notFound } from './shopError';

/** Outlines kept per process: joining a design's shapes takes up to 0.1 s, and the same few are asked again and again. */
const KEPT = 200;

/**
 * Library designs as photos' frames (issue 29): a design's outline (print/maskOutline.ts) from its picture, read as
 * the print path reads it (the MediaResolver), for the designer to draw and for the designs the shop keeps: add-to-cart
 * and sharing put this outline into the document (designCheck.ts), so the print needs neither the browser nor the
 * library to cut the photo.
 */
export class DesignMasks {
  private readonly known = new Map<number, Promise<FrameMask | undefined>>();

  constructor(
    private readonly designs: Pick<DesignRepository, 'url'>,
    private readonly media: MediaResolver,
  ) {}

  /** The design's outline, or undefined when the library has no such design (or its picture has no filled shape). */
  outline(id: number): Promise<FrameMask | undefined> {
    let found = this.known.get(id);
    if (!found) {
      found = this.read(id);
      // a failed read is not kept: the next ask tries again
      found.catch(() => this.known.delete(id));
      if (this.known.size >= KEPT) this.known.delete(this.known.keys().next().value!);
      this.known.set(id, found);
    }
    return found;
  }

  /** For the designer's call: the outline, or a 404 naming the design as unknown. */
  async outlineOrNotFound(id: number): Promise<{ mask: FrameMask }> {
    const mask = await this.outline(id);
    if (!mask) throw notFound('design');
    return { mask };
  }

  private async read(id: number): Promise<FrameMask | undefined> {
    const url = await this.designs.url(id);
    const bytes = url && (await this.media(url));
    return bytes ? maskOutline(id, Buffer.from(bytes).toString('utf8')) : undefined;
  }
}
