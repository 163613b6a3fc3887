import { textAsOneLine } from '../logic/textLayout.js';
import { History } from '../history.js';
import type { CommandArgs, CommandName } from '../commands/index.js';
import type { DesignDocument, TypeCode } from '../model.js';
import { nextMode, type EditorMode, type ModeEvent } from '../logic/mode.js';
import { initialClickState, registerClick, type Click, type ClickState } from '../logic/input.js';
import { clampView, FIT_VIEW, zoomPercent, type CanvasView } from '../logic/view.js';
import type { TextMeasure } from '../logic/preflight.js';
import type { ChooseSizeArgs } from '../actions/sizeChoice.js';
import { memoryClipboard, type ClipboardStore } from './clipboard.js';

// The designer session (after tldraw): the document's History plus what is edited with the design but is not part of
// it (selection, edit/preview mode, the active tool, the click state for triple click). Everything that changes
// either goes through this one object; the canvas view, menus, modals and keyboard read a snapshot and dispatch.

export type ToolId = 'select' | 'move' | 'scale' | 'rotate';

export interface SessionState {
  /** Selected object ids, in selection order. */
  selection: string[];
  mode: EditorMode;
  tool: ToolId;
  clicks: ClickState;
  /** The text whose words are open in the text section's field (a double or triple click on it opens it), or null. */
  editingText: string | null;
  /** The last change, in words, for a live region ("Text moved", "Undone: move"). */
  announcement: string;
  /** The background photo is selected: a drag and the arrow keys move it within its overflow (never with objects). */
  photo: boolean;
  /** The canvas's zoom, what part of it shows and whether moves snap: the view, never the document (not saved or undone). */
  view: CanvasView;
  /**
   * The picture whose photo moves inside its frame ("Adjust photo"), or null: a drag on it and the arrow keys move the
   * photo, + and - zoom it, instead of moving or resizing the picture. Selected alone while it lasts.
   */
  adjusting: string | null;
  /**
   * The size the last shape took the design from, and the one it took it to (setShape), until the shopper picks a size:
   * a shape chosen next that fits the first goes back to it. Arrow keys in the shapes' radio group choose every shape
   * they pass: on the way from "As designed" to "Rectangle" they pass "Circle", which must not leave a rug at a format
   * the shopper never picked.
   */
  shapeTook: { from: ChooseSizeArgs; to: ChooseSizeArgs } | null;
}

export interface Snapshot {
  doc: DesignDocument;
  session: SessionState;
  canUndo: boolean;
  canRedo: boolean;
  /** The open gesture or modal preview, if any (a named history mark). */
  pending: string | null;
}

export type Listener = (snapshot: Snapshot) => void;

export class DesignerSession {
  readonly history: History;
  private state: SessionState = {
    selection: [],
    mode: 'edit',
    tool: 'select',
    clicks: initialClickState,
    editingText: null,
    announcement: '',
    photo: false,
    adjusting: null,
    view: FIT_VIEW,
    shapeTook: null,
  };
  private listeners = new Set<Listener>();
  private pendingName: string | null = null;
  private snap: Snapshot;
  /** Where copies go (the page gives one that outlives the designer: localStorage); in memory until then. */
  clipboard: ClipboardStore = memoryClipboard();
  /** Each text's inked box, from the page's outlines (align and distribute judge what is seen); unknown until given. */
  measureText: TextMeasure = () => null;

  constructor(doc: DesignDocument, options: { historyLimit?: number } = {}) {
    this.history = new History(doc, { limit: options.historyLimit });
    this.snap = this.build();
  }

  /** The current snapshot: the same object until something changes (useSyncExternalStore-friendly). */
  getSnapshot = (): Snapshot => this.snap;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get doc(): DesignDocument {
    return this.history.doc;
  }
  get session(): SessionState {
    return this.state;
  }
  get typeCode(): TypeCode {
    return this.history.doc.product.typeCode;
  }

  /** Runs a document command: one undo step, or part of the open gesture. Selection keeps only ids that still exist. */
  run<N extends CommandName>(name: N, args: CommandArgs<N>, announcement?: string): void {
    this.history.execute(name, args);
    this.patch({ selection: this.existing(this.state.selection), ...(announcement ? { announcement } : {}) });
  }

  undo(): void {
    this.history.undo();
    this.pendingName = null;
    this.patch({ selection: this.existing(this.state.selection), announcement: 'Undone' });
  }

  redo(): void {
    this.history.redo();
    this.patch({ selection: this.existing(this.state.selection), announcement: 'Redone' });
  }

  /** Opens a named mark: a gesture or a modal's preview; everything until commit() or cancel() is one step. */
  begin(name: string): void {
    this.history.mark(name);
    this.pendingName = name;
    this.emit();
  }

  /** Ends the open mark as one undo step. */
  commit(announcement?: string): void {
    this.history.squash();
    this.pendingName = null;
    this.patch(announcement ? { announcement } : {});
  }

  /** Ends the open mark that changed nothing in the end (a click, a drag back to its start): no undo step, no word. */
  discard(): void {
    this.history.bail();
    this.pendingName = null;
    this.emit();
  }

  /** Cancels the open mark: back to the document at begin(), nothing recorded (Escape, a modal's Cancel). */
  cancel(announcement = 'Cancelled'): void {
    this.history.bail();
    this.pendingName = null;
    this.patch({ selection: this.existing(this.state.selection), announcement });
  }

  select(ids: string[]): void {
    const selection = this.existing(ids);
    const mode = selection.length > 0 ? nextMode(this.state.mode, 'select-object', this.typeCode) : this.state.mode;
    // the text field follows the selection: choosing anything else closes it
    const editingText = this.state.editingText !== null && selection.includes(this.state.editingText) ? this.state.editingText : null;
    const photo = selection.length > 0 ? false : this.state.photo;
    const adjusting = selection.length === 1 && selection[0] === this.state.adjusting ? this.state.adjusting : null;
    this.patch({
      selection,
      mode,
      editingText,
      photo,
      adjusting,
      announcement: selection.length ? `Selected ${this.describe(selection)}` : 'Nothing selected',
    });
  }

  /** Selects the background photo (objects are let go) or lets it go; there is nothing to select without a photo. */
  selectPhoto(on: boolean): void {
    if (on && !this.doc.background) return;
    if (on) this.patch({ selection: [], editingText: null, photo: true, announcement: 'Photo selected: drag it or use the arrow keys to move it' });
    else if (this.state.photo) this.patch({ photo: false, announcement: 'Photo let go' });
  }

  /** Starts adjusting a picture's photo inside its frame (it is selected alone), or stops (null). */
  adjustPhoto(id: string | null): void {
    if (id === null) {
      if (this.state.adjusting !== null) this.patch({ adjusting: null, announcement: 'Done adjusting the photo' });
      return;
    }
    if (this.doc.objects[id]?.kind !== 'image') return;
    if (this.state.selection.length !== 1 || this.state.selection[0] !== id) this.select([id]);
    this.patch({ adjusting: id, announcement: 'Adjusting the photo: drag it or use the arrow keys to move it, + and - to zoom, Escape when done' });
  }

  /**
   * Opens a text's words for editing in the text section's field, selected alone (a double or triple click on it).
   * Without `announce` the last announcement stands (a text just added says so).
   */
  editText(id: string, announce = true): void {
    if (this.doc.objects[id]?.kind !== 'text') return;
    this.select([id]);
    this.patch({ editingText: id, ...(announce ? { announcement: `Editing ${this.describe([id])}` } : {}) });
  }

  /** Closes the text field (it lost focus, Enter or Escape); the text stays selected. */
  stopEditingText(): void {
    if (this.state.editingText !== null) this.patch({ editingText: null });
  }

  /** Says something in the live region without changing anything (why a key did nothing). */
  announce(announcement: string): void {
    this.patch({ announcement });
  }

  /** Edit/preview transitions of SPEC.md section 4. */
  modeEvent(event: ModeEvent): void {
    const mode = nextMode(this.state.mode, event, this.typeCode);
    if (mode !== this.state.mode) this.patch({ mode, announcement: mode === 'edit' ? 'Edit mode' : 'Preview' });
  }

  /** Zooms, pans or turns snapping on or off (kept possible: logic/view.ts); a new zoom is announced as a percentage. */
  setView(change: Partial<CanvasView>): void {
    const view = clampView({ ...this.state.view, ...change });
    const old = this.state.view;
    if (view.zoom === old.zoom && view.cx === old.cx && view.cy === old.cy && view.snap === old.snap) return;
    const announcement =
      view.zoom !== old.zoom
        ? `Zoom ${zoomPercent(view.zoom)}`
        : view.snap !== old.snap
          ? view.snap
            ? 'Snapping on'
            : 'Snapping off'
          : this.state.announcement;
    this.patch({ view, announcement });
  }

  /** Remembers the size a shape took the design from and to (null: forgets it); nothing announced. */
  rememberShapeSize(shapeTook: SessionState['shapeTook']): void {
    if (shapeTook !== this.state.shapeTook) this.patch({ shapeTook });
  }

  setTool(tool: ToolId): void {
    if (tool !== this.state.tool) this.patch({ tool });
  }

  /** A click on the canvas; how many clicks its run has: 2 a double click, 3 a triple click (each within 500 ms, same place). */
  click(click: Click): number {
    const r = registerClick(this.state.clicks, click);
    this.state = { ...this.state, clicks: r.state };
    return r.count;
  }

  /** Names objects for announcements: "text “Hello”", "image", "2 objects". A text's lines are read as one. */
  describe(ids: string[]): string {
    if (ids.length !== 1) return `${ids.length} objects`;
    const o = this.doc.objects[ids[0]];
    return !o ? 'nothing' : o.kind === 'text' ? `text “${textAsOneLine(o.text)}”` : 'image';
  }

  private existing(ids: string[]): string[] {
    const objects = this.history.doc.objects;
    return ids.filter((id, i) => objects[id] !== undefined && ids.indexOf(id) === i);
  }

  private patch(change: Partial<SessionState>): void {
    this.state = { ...this.state, ...change };
    // a text deleted or undone away closes its field; a photo removed or undone away is no longer selected
    if (this.state.editingText !== null && !this.history.doc.objects[this.state.editingText]) this.state = { ...this.state, editingText: null };
    if (this.state.photo && !this.history.doc.background) this.state = { ...this.state, photo: false };
    if (this.state.adjusting !== null && !this.history.doc.objects[this.state.adjusting]) this.state = { ...this.state, adjusting: null };
    this.emit();
  }

  private build(): Snapshot {
    return { doc: this.history.doc, session: this.state, canUndo: this.history.canUndo, canRedo: this.history.canRedo, pending: this.pendingName };
  }

  private emit(): void {
    this.snap = this.build();
    for (const l of this.listeners) l(this.snap);
  }
}
