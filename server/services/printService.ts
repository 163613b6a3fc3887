// Print files (issues 14 and 27): for every order line that is made, a PNG proof and the files each machine needs,
// rendered from what the order froze (the design document kept with a personalised line, never the picture the
// shopper's browser uploaded; a catalogue product's own artwork at the size, colour and orientation ordered). No
// HTTP here; the job engine (server/jobs/) calls renderProof and renderLine, and the routes read the files back.
import { EXPORT_PNG_WIDTH } from '../../editor-engine';
import { DEFAULT_PRINT_PROOF_CPU_S } from '../config';
import type { OrderLineRow, OrderRepository, OrderRow } from '../repositories/orderRepository';
import type { MediaResolver } from '../print/mediaAssets';
import { hasMaster } from '../print/masters';
import { storedDesignRefusal } from '../print/printable';
import { PRINT_FILE_TYPES, printFileName, printKeys, type PrintFile } from '../print/printFileStore';
import { withPersonalisedDesign } from '../print/personalisedDesign';
import { productionOf, type Production } from '../print/production';
import { PRINT_NICENESS, PROOF_NICENESS, RenderProcess, type RenderLimits } from '../print/renderPool';
import type { PrintRenderInput } from '../print/renderJob';
import type { FileStore } from '../storage';
import type { CatalogueService } from './catalogueService';

export type RenderOutcome = 'printed' | 'already-printed' | 'nothing-to-print' | 'unprintable';

export type { PrintFile };

interface Prepared {
  line: OrderLineRow & { orderNumber: string };
  input: PrintRenderInput;
  keys: ReturnType<typeof printKeys>;
}

export class PrintService {
  /**
   * Renders run in child processes with their own memory and time limits (server/print/renderPool.ts), two of them
   * (issue 27): proofs at the shop's own priority, so a shopper sees one within seconds on a busy machine, and never
   * behind a print file in flight; print files at nice 10, so they yield to shoppers' requests.
   */
  private readonly proofs: RenderProcess;
  private readonly prints: RenderProcess;
  /** Proofs this process is rendering, by line: a print job waits for its line's rather than drawing it again. */
  private readonly proofing = new Map<number, Promise<unknown>>();

  constructor(
    private readonly orders: OrderRepository,
    private readonly catalogue: CatalogueService,
    readonly files: FileStore,
    private readonly media: MediaResolver,
    limits: RenderLimits & { proofCpuSeconds?: number },
    private readonly now: () => Date = () => new Date(),
  ) {
    const { memoryMb, timeoutSeconds } = limits;
    // a proof past its CPU budget is killed, and drawn by the line's print job at nice 10 (renderLine)
    this.proofs = new RenderProcess(media, { memoryMb, timeoutSeconds, cpuSeconds: limits.proofCpuSeconds ?? DEFAULT_PRINT_PROOF_CPU_S }, PROOF_NICENESS);
    this.prints = new RenderProcess(media, { memoryMb, timeoutSeconds }, PRINT_NICENESS);
  }

  /** What a line is made as, from its frozen options and the catalogue; null when nothing is made for it. */
  async plan(line: Pick<OrderLineRow, 'productId' | 'options'>): Promise<Production | null> {
    const snap = await this.catalogue.load();
    return productionOf(line.options, snap.byId.get(line.productId), snap.lists, hasMaster);
  }

  /** The line's plan and render input, or why it cannot be made (recorded as the line's failure). */
  private async prepare(lineId: number): Promise<Prepared | 'nothing-to-print' | 'unprintable'> {
    const line = await this.orders.line(lineId);
    if (!line || line.printStatus === 'none') return 'nothing-to-print';
    const planned = await this.plan(line);
    if (!planned) return 'nothing-to-print';
    // A line personalised on its product page is made as a design of the shopper's picture and words.
    const plan = await withPersonalisedDesign(planned, this.media);
    if (typeof plan === 'string') {
      await this.orders.printFailed(line.id, plan);
      return 'unprintable';
    }
    // Over a design budget or with a picture the print path cannot read (server/print/printable.ts): refused, not tried.
    const refused = plan.artwork.kind === 'design' ? await storedDesignRefusal(plan.artwork.document, this.media) : undefined;
    if (refused) {
      await this.orders.printFailed(line.id, refused);
      return 'unprintable';
    }
    const created = (await this.orders.byNumber(line.orderNumber))?.createdAt ?? this.now().toISOString();
    const input = { plan, title: `${line.orderNumber} line ${line.id}`, createdAt: new Date(created).toISOString() };
    return { line, input, keys: printKeys(line.orderNumber, line.id) };
  }

  /**
   * Renders a line's proof at the proof's size (its own job, in the proofs' process), so the confirmation page shows it
   * while the files are still being made. A line that has one keeps it.
   */
  renderProof(lineId: number, renderer = this.proofs): Promise<'proofed' | RenderOutcome> {
    const run = this.drawProof(lineId, renderer);
    this.proofing.set(lineId, run);
    void run.catch(() => {}).finally(() => this.proofing.get(lineId) === run && this.proofing.delete(lineId));
    return run;
  }

  private async drawProof(lineId: number, renderer: RenderProcess): Promise<'proofed' | RenderOutcome> {
    const p = await this.prepare(lineId);
    if (typeof p === 'string') return p;
    if (p.line.proofKey) return 'already-printed';
    const proof = await renderer.lineProof(p.input);
    if (proof.kind === 'unprintable') {
      await this.orders.printFailed(p.line.id, proof.reason);
      return 'unprintable';
    }
    await this.files.put(p.keys.proof, proof.png);
    await this.orders.proofReady(p.line.id, p.keys.proof);
    return 'proofed';
  }

  /**
   * Renders a line's files (in the render process: server/print/renderJob.ts), its proof first if it has none, and
   * records them. Idempotent: a line already printed is left alone, and a line's files always go to the same keys, so
   * a job that runs again (a retry, a crash) replaces them, never adds. A render past its limits throws
   * (RenderStopped): the job counts an attempt.
   */
  async renderLine(lineId: number): Promise<RenderOutcome> {
    const p = await this.prepare(lineId);
    if (typeof p === 'string') return p;
    if (p.line.printStatus === 'ready') return 'already-printed';
    if (!p.line.proofKey) {
      // its proof job may be drawing it now; one that failed (past its CPU budget) is drawn here, at nice 10
      await this.proofing.get(lineId)?.catch(() => {});
      const proofed = (await this.orders.line(lineId))?.proofKey ? 'proofed' : await this.renderProof(lineId, this.prints);
      if (proofed === 'unprintable') return 'unprintable';
    }
    const result = await this.prints.print(p.input);
    if (result.kind === 'unprintable') {
      await this.orders.printFailed(p.line.id, result.reason);
      return 'unprintable';
    }
    const list: PrintFile[] = [];
    for (const f of result.files) {
      const name = printFileName(p.line.orderNumber, p.line.id, f);
      const key = `${p.keys.folder}/${name}`;
      await this.files.put(key, f.bytes);
      list.push({ name, part: f.part, ext: f.ext, type: PRINT_FILE_TYPES[f.ext], widthMm: f.widthMm, heightMm: f.heightMm, bytes: f.bytes.byteLength, key });
    }
    await this.files.put(p.keys.list, new TextEncoder().encode(JSON.stringify(list)));
    const pdf = list.find((f) => f.ext === 'pdf') ?? list[0];
    await this.orders.printed(p.line.id, { proofKey: p.keys.proof, pdfKey: pdf.key }, this.now().toISOString());
    return 'printed';
  }

  /**
   * A line's production files, named for the print shop (order, line, part and size), once the line is ready;
   * undefined for a line of another order, one not made, or one whose files are not ready yet. The one list the
   * command line, the print shop's routes and the back office read.
   */
  async filesOf(orderNumber: string, lineId: number): Promise<PrintFile[] | undefined> {
    const line = await this.orders.line(lineId);
    if (!line || line.orderNumber !== orderNumber || line.printStatus !== 'ready') return undefined;
    const list = await this.files.get(printKeys(orderNumber, lineId).list);
    if (list) return JSON.parse(Buffer.from(list).toString('utf8')) as PrintFile[];
    // a line printed before issue 27 has its one PDF
    return line.pdfKey
      ? [{ name: `${orderNumber}-line-${lineId}.pdf`, part: 'print', ext: 'pdf', type: 'application/pdf', widthMm: 0, heightMm: 0, bytes: 0, key: line.pdfKey }]
      : [];
  }

  /** One production file of a line by its name, with its bytes. */
  async fileOf(orderNumber: string, lineId: number, name: string): Promise<{ file: PrintFile; bytes: Buffer } | undefined> {
    const file = (await this.filesOf(orderNumber, lineId))?.find((f) => f.name === name);
    const bytes = file ? await this.files.get(file.key) : undefined;
    return file && bytes ? { file, bytes } : undefined;
  }

  /** The proof of a document at a width (the shopper's browser exports EXPORT_PNG_WIDTH): the browser's pixels. */
  proof(document: unknown, width = EXPORT_PNG_WIDTH): Promise<Uint8Array> {
    return this.proofs.proof(document, width);
  }

  /** Starts the render processes ahead of the first job (a proof's clock should not include loading the renderer). */
  warm(): void {
    this.proofs.warm();
    this.prints.warm();
  }

  /** Kills the render processes, whatever they render (the shop is stopping: SIGTERM never waits on a render). */
  async close(): Promise<void> {
    await Promise.all([this.proofs.close(), this.prints.close()]);
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

  /** A line's proof as soon as it is rendered (the order link), or a ready line's first PDF (the shop). */
  async file(line: OrderLineRow, kind: 'proof' | 'pdf'): Promise<Buffer | undefined> {
    const key = kind === 'proof' ? line.proofKey : line.printStatus === 'ready' ? line.pdfKey : null;
    return key ? this.files.get(key) : undefined;
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
