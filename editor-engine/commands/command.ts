import type { Draft } from 'immer';
import type { DesignDocument } from '../model.js';

/** A command is a pure immer recipe: it mutates the draft of a document according to its arguments. */
export interface Command<A> {
  name: string;
  recipe: (draft: Draft<DesignDocument>, args: A) => void;
}

export function defineCommand<A>(name: string, recipe: (draft: Draft<DesignDocument>, args: A) => void): Command<A> {
  return { name, recipe };
}

export class CommandError extends Error {
  constructor(command: string, message: string) {
    super(`${command}: ${message}`);
    this.name = 'CommandError';
  }
}

export function newId(draft: Draft<DesignDocument>, prefix: 't' | 'i'): string {
  const id = `${prefix}${draft.nextId}`;
  draft.nextId += 1;
  return id;
}

export function assertFinite(command: string, name: string, value: number): void {
  if (!Number.isFinite(value)) throw new CommandError(command, `${name} must be a finite number`);
}
