// Print files (issue 14): for a personalised order line, the PNG proof and the print PDF, both rendered from the design
// document kept with the line, never from the picture the shopper's browser uploaded. No HTTP here; the job engine
// (server/jobs/) calls renderLine, and the routes read the files back.
import { EXPORT_PNG_WIDTH, DEFAULT_PRINT_SPEC } from '../../editor-engine';
import type { OrderLineRow, OrderRepository, OrderRow } from '../repositories/orderRepository';
import type { MediaResolver } from '../print/mediaAssets';
import { storedDesignRefusal } from '../print/printable';
import { printKeys } from '../print/printFileStore';
import { RenderProcess, type RenderLimits } from '../print/renderPool';
import type { FileStore } from '../storage';
import type { CatalogueService } from './catalogueService';
import { orderedSizeCm } from './preflightService';

export type RenderOutcome = 'printed' | 'already-printed' | 'nothing-to-print' | 'unprintable';

export class PrintService {
  /** The render itself runs in a child process with its own memory and time limits (server/print/renderPool.ts). */
  private readonly renderer: RenderProcess;

  constructor(
    private readonly orders: OrderRepository,
    private readonly catalogue: CatalogueService,
    readonly files: FileStore,
    private readonly media: MediaResolver,
    limits: RenderLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.renderer = new RenderProcess(media, limits);
  }

  /**
   * Renders a line's proof and PDF (in the render process: server/print/renderJob.ts) and records them. Idempotent: a
   * line already printed is left alone, and the files of a line always go to the same two keys, so a job that runs
   * again (a retry, a crash) replaces them, never adds. A render past its limits throws (RenderStopped): the job
   * counts an attempt.
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
    const keys = printKeys(line.orderNumber, line.id);
    const product = await this.catalogue.product(line.productId).catch(() => undefined);
    const size = orderedSizeCm(line.options, product);
    const created = (await this.orders.byNumber(line.orderNumber))?.createdAt ?? this.now().toISOString();
    const result = await this.renderer.print({
      design: line.options.design,
      sizeMm: size ? { width: size.width * 10, height: size.height * 10, panels: size.panels } : undefined,
      bleedMm: (product?.print ?? DEFAULT_PRINT_SPEC).bleedMm,
      title: `${line.orderNumber} line ${line.id}`,
      createdAt: new Date(created).toISOString(),
    });
    if (result.kind === 'unprintable') {
      await this.orders.printFailed(line.id, result.reason);
      return 'unprintable';
    }
    await this.files.put(keys.proof, result.proof);
    await this.files.put(keys.pdf, result.pdf);
    await this.orders.printed(line.id, { proofKey: keys.proof, pdfKey: keys.pdf }, this.now().toISOString());
    return 'printed';
  }

  /** The proof of a document at a width (the shopper's browser exports EXPORT_PNG_WIDTH): the browser's pixels. */
  proof(document: unknown, width = EXPORT_PNG_WIDTH): Promise<Uint8Array> {
    return this.renderer.proof(document, width);
  }

  /** Starts the render process ahead of the first job. */
  warm(): void {
    this.renderer.warm();
  }

  /** Kills the render process, whatever it renders (the shop is stopping: SIGTERM never waits on a render). */
  close(): Promise<void> {
    return this.renderer.close();
  }

  /** The last attempt failed: the confirmation page says the shop will look at it. */
  async giveUp(lineId: number, error: unknown): Promise<void> {
    // A line another run printed in the meantime keeps its files.
    if ((await this.orders.line(lineId))?.printStatus === 'ready') return;
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
