// Print files (issue 14): for a personalised order line, the PNG proof and the print PDF, both rendered from the design
// document kept with the line, never from the picture the shopper's browser uploaded. No HTTP here; the job engine
// (server/jobs/) calls renderLine, and the routes read the files back.
import { EXPORT_PNG_WIDTH, DEFAULT_PRINT_SPEC, physicalSizeMm, restoreDocument, RestoreError, toSvg } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { Renderer } from '../../workers/render/renderer';
import { nativeRasteriser, wasmRasteriser } from '../../workers/render/node';
import type { OrderLineRow, OrderRepository, OrderRow } from '../repositories/orderRepository';
import { mediaAssets, pdfReadyAssets, type MediaResolver } from '../print/mediaAssets';
import { storedDesignRefusal } from '../print/printable';
import { printKeys } from '../print/printFileStore';
import type { FileStore } from '../storage';
import { printPdf } from '../print/printPdf';
import type { CatalogueService } from './catalogueService';
import { orderedSizeCm } from './preflightService';

export type RenderOutcome = 'printed' | 'already-printed' | 'nothing-to-print' | 'unprintable';

export class PrintService {
  private proofRenderer?: Promise<Renderer>;
  private pdfRenderer?: Promise<Renderer>;

  constructor(
    private readonly orders: OrderRepository,
    private readonly catalogue: CatalogueService,
    readonly files: FileStore,
    private readonly media: MediaResolver,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The proof: resvg-wasm, the very build the shopper's browser ran, from the original images, at the width the
   * browser exported. The PDF: native resvg only for what must be pixels (images with the effect baked in, vector
   * pictures), everything else stays vector.
   */
  private renderers() {
    this.proofRenderer ??= wasmRasteriser().then((r) => new Renderer(mediaAssets(this.media), r));
    this.pdfRenderer ??= nativeRasteriser().then((r) => new Renderer(pdfReadyAssets(mediaAssets(this.media), r), r));
    return Promise.all([this.proofRenderer, this.pdfRenderer]);
  }

  /**
   * Renders a line's proof and PDF and records them. Idempotent: a line already printed is left alone, and the files
   * of a line always go to the same two keys, so a job that runs again (a retry, a crash) replaces them, never adds.
   */
  async renderLine(lineId: number): Promise<RenderOutcome> {
    const line = await this.orders.line(lineId);
    if (!line || line.printStatus === 'none') return 'nothing-to-print';
    if (line.printStatus === 'ready') return 'already-printed';
    // Over a design budget or with a picture the print path cannot read (server/print/printable.ts): refused, not tried.
    const refused = await storedDesignRefusal(line.options.design, this.media);
    if (refused) {
      await this.orders.printFailed(line.id, refused);
      return 'unprintable';
    }
    let doc;
    try {
      doc = restoreDocument(line.options.design, { fonts: FONTS });
    } catch (err) {
      if (!(err instanceof RestoreError)) throw err;
      await this.orders.printFailed(line.id, err.message);
      return 'unprintable';
    }
    const [, pdfRenderer] = await this.renderers();
    const keys = printKeys(line.orderNumber, line.id);
    const proof = await this.proof(doc);
    const product = await this.catalogue.product(line.productId).catch(() => undefined);
    const size = orderedSizeCm(line.options, product);
    const mm = size ? { width: size.width * 10, height: size.height * 10 } : physicalSizeMm(doc);
    if (!mm) {
      await this.orders.printFailed(line.id, 'the line has no physical size');
      return 'unprintable';
    }
    const svg = toSvg(doc, await pdfRenderer.resources(doc, 'embed', true), { effect: 'baked' });
    const created = new Date((await this.orders.byNumber(line.orderNumber))?.createdAt ?? this.now().toISOString());
    const pdf = await printPdf(
      svg,
      { widthMm: mm.width, heightMm: mm.height, bleedMm: (product?.print ?? DEFAULT_PRINT_SPEC).bleedMm, panels: size?.panels },
      { title: `${line.orderNumber} line ${line.id}`, createdAt: created },
    );
    await this.files.put(keys.proof, proof);
    await this.files.put(keys.pdf, pdf);
    await this.orders.printed(line.id, { proofKey: keys.proof, pdfKey: keys.pdf }, this.now().toISOString());
    return 'printed';
  }

  /** The proof of a document at a width (the shopper's browser exports EXPORT_PNG_WIDTH): the browser's pixels. */
  async proof(document: unknown, width = EXPORT_PNG_WIDTH): Promise<Uint8Array> {
    const [proofRenderer] = await this.renderers();
    return proofRenderer.exportPng(document, width);
  }

  /** The last attempt failed: the confirmation page says the shop will look at it. */
  async giveUp(lineId: number, error: unknown): Promise<void> {
    await this.orders.printFailed(lineId, error instanceof Error ? error.message : String(error));
  }

  /** Lines a crash or a restart left waiting: queued again when the job engine starts. */
  pendingLines(): Promise<number[]> {
    return this.orders.pendingLines();
  }

  /** A ready line's file of one kind, for the order link (proof) or the shop (pdf). */
  async file(line: OrderLineRow, kind: 'proof' | 'pdf'): Promise<Buffer | undefined> {
    const key = kind === 'proof' ? line.proofKey : line.pdfKey;
    return line.printStatus === 'ready' && key ? this.files.get(key) : undefined;
  }

  /** Orders, newest first, with their lines (the print-files command). */
  async recentOrders(limit: number): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
    const orders = await this.orders.list(limit);
    return Promise.all(orders.map(async (order) => ({ order, lines: await this.orders.lines(order.id) })));
  }

  async orderByNumber(number: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const order = await this.orders.byNumber(number);
    return order ? { order, lines: await this.orders.lines(order.id) } : undefined;
  }
}
