import { enablePatches, produceWithPatches, type Patch } from 'immer';
import type { DesignDocument } from '../model.js';
import { addBackground } from './addBackground.js';
import { adjustImage } from './adjustImage.js';
import { flip } from './flip.js';
import { setOpacity } from './setOpacity.js';
import { addImage } from './addImage.js';
import { addObjects } from './addObjects.js';
import { addText } from './addText.js';
import type { Command } from './command.js';
import { deleteSelection } from './deleteSelection.js';
import { editText } from './editText.js';
import { fillPlaceholder } from './fillPlaceholder.js';
import { frameImage } from './frameImage.js';
import { move } from './move.js';
import { moveEach } from './moveEach.js';
import { moveBackground } from './moveBackground.js';
import { placePhoto } from './placePhoto.js';
import { removeBackground } from './removeBackground.js';
import { reorder } from './reorder.js';
import { replaceBackground } from './replaceBackground.js';
import { rotate } from './rotate.js';
import { scale } from './scale.js';
import { setBackgroundColour } from './setBackgroundColour.js';
import { setEffect } from './setEffect.js';
import { setFeatures } from './setFeatures.js';
import { setHidden } from './setHidden.js';
import { setLocked } from './setLocked.js';
import { setMaterial } from './setMaterial.js';
import { setModel } from './setModel.js';
import { setPack } from './setPack.js';
import { setQuantity } from './setQuantity.js';
import { setShape } from './setShape.js';
import { setSize } from './setSize.js';
import { startTemplate } from './startTemplate.js';
import { styleText } from './styleText.js';
import { setTextEffects } from './setTextEffects.js';
import { colourCharacters } from './colourCharacters.js';

enablePatches();

/** Every command of the designer, registered in one place. */
export const commands = {
  addBackground,
  replaceBackground,
  removeBackground,
  moveBackground,
  addImage,
  frameImage,
  placePhoto,
  addText,
  editText,
  styleText,
  setTextEffects,
  colourCharacters,
  move,
  moveEach,
  addObjects,
  scale,
  rotate,
  reorder,
  deleteSelection,
  setShape,
  setEffect,
  setBackgroundColour,
  setSize,
  setPack,
  setQuantity,
  setMaterial,
  setModel,
  setFeatures,
  setLocked,
  setHidden,
  fillPlaceholder,
  startTemplate,
  flip,
  setOpacity,
  adjustImage,
};

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandArgs<N extends CommandName> = Commands[N] extends Command<infer A> ? A : never;

export interface CommandResult {
  doc: DesignDocument;
  patches: Patch[];
  inversePatches: Patch[];
}

/** Runs a registered command on a document; returns the new document and the patches to redo/undo it. */
export function runCommand<N extends CommandName>(doc: DesignDocument, name: N, args: CommandArgs<N>): CommandResult {
  const command = commands[name] as unknown as Command<CommandArgs<N>>;
  if (!command) throw new Error(`Unknown command: ${String(name)}`);
  const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => {
    command.recipe(draft, args);
  });
  return { doc: next, patches, inversePatches };
}

/** Applies a command without recording history: how tests, and the catalogue's templates (fixtures/catalog/templates.ts), build a document. */
export function apply<N extends CommandName>(doc: DesignDocument, name: N, args: CommandArgs<N>): DesignDocument {
  return runCommand(doc, name, args).doc;
}

export type { Command } from './command.js';
