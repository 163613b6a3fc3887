import { applyPatches, type Patch } from 'immer';
import { runCommand, type CommandArgs, type CommandName } from './commands/index.js';
import { DEFAULT_HISTORY_LIMIT } from './constants.js';
import type { DesignDocument } from './model.js';

export interface HistoryStep {
  command: string;
  patches: Patch[];
  inversePatches: Patch[];
}

interface Gesture {
  command: string;
  startDoc: DesignDocument;
  patches: Patch[][];
  inversePatches: Patch[][];
}

/**
 * Undo/redo over immer patches. Each executed command is one step; a gesture (drag, resize, rotate, typing) is
 * opened with mark(), fed with many execute() calls, and closed with squash() (one step) or bail() (back to the
 * document at mark, no step). The history keeps at most `limit` steps; the oldest fall off.
 */
export class History {
  private current: DesignDocument;
  private past: HistoryStep[] = [];
  private future: HistoryStep[] = [];
  private gesture: Gesture | null = null;
  readonly limit: number;

  constructor(doc: DesignDocument, options: { limit?: number } = {}) {
    this.current = doc;
    this.limit = Math.max(1, options.limit ?? DEFAULT_HISTORY_LIMIT);
  }

  get doc(): DesignDocument {
    return this.current;
  }
  get canUndo(): boolean {
    return this.past.length > 0 || this.gesture !== null;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }
  get size(): { undo: number; redo: number } {
    return { undo: this.past.length, redo: this.future.length };
  }
  get inGesture(): boolean {
    return this.gesture !== null;
  }

  execute<N extends CommandName>(name: N, args: CommandArgs<N>): DesignDocument {
    const { doc, patches, inversePatches } = runCommand(this.current, name, args);
    if (patches.length === 0) return this.current;
    this.current = doc;
    if (this.gesture) {
      this.gesture.patches.push(patches);
      this.gesture.inversePatches.push(inversePatches);
    } else {
      this.push({ command: name, patches, inversePatches });
    }
    return doc;
  }

  /** Starts a gesture; an open gesture is squashed first. */
  mark(command = 'gesture'): void {
    if (this.gesture) this.squash();
    this.gesture = { command, startDoc: this.current, patches: [], inversePatches: [] };
  }

  /** Ends the gesture as a single undo step. */
  squash(): void {
    const g = this.gesture;
    this.gesture = null;
    if (!g || g.patches.length === 0) return;
    const forward = g.patches.flat();
    const inverse = g.inversePatches.reverse().flat();
    this.push({ command: g.command, patches: compact(forward, 'last'), inversePatches: compact(inverse, 'last') });
  }

  /** Cancels the gesture: back to the document at mark(), nothing recorded. */
  bail(): void {
    if (!this.gesture) return;
    this.current = this.gesture.startDoc;
    this.gesture = null;
  }

  undo(): DesignDocument {
    if (this.gesture) this.squash();
    const step = this.past.pop();
    if (!step) return this.current;
    this.current = applyPatches(this.current, step.inversePatches);
    this.future.push(step);
    return this.current;
  }

  redo(): DesignDocument {
    if (this.gesture) return this.current;
    const step = this.future.pop();
    if (!step) return this.current;
    this.current = applyPatches(this.current, step.patches);
    this.past.push(step);
    return this.current;
  }

  private push(step: HistoryStep): void {
    this.past.push(step);
    if (this.past.length > this.limit) this.past.splice(0, this.past.length - this.limit);
    this.future = [];
  }
}

const SEP = '\u0000';

/**
 * Squashing a drag of 500 objects over 100 ticks would otherwise keep 50 000 patches. When every patch is a
 * 'replace' and no path is a prefix of another, only the last value per path matters, in order of first appearance.
 * (The inverse list is passed reversed, so "last" there is the value from before the gesture.)
 */
export function compact(patches: Patch[], keep: 'last'): Patch[] {
  if (keep !== 'last' || patches.length < 2) return patches;
  if (patches.some((p) => p.op !== 'replace')) return patches;
  const byPath = new Map<string, Patch>();
  for (const p of patches) byPath.set(p.path.join(SEP), p);
  if (byPath.size === patches.length) return patches;
  const keys = [...byPath.keys()].sort();
  for (let i = 1; i < keys.length; i++) if (keys[i].startsWith(keys[i - 1] + SEP)) return patches;
  return [...byPath.values()];
}
