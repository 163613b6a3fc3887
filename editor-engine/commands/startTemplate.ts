import type { DesignDocument } from '../model.js';
import { resizeCanvas } from '../logic/canvasSize.js';
import { CommandError, defineCommand } from './command.js';

export interface StartTemplateArgs {
  /** The template's id and its document (restored: restoreDocument), as the catalogue serves it. */
  id: string;
  design: DesignDocument;
}

/**
 * Starts the design from a template (issue 29): its background, colour and parts replace the design's; the product
 * (size, material, shape, quantity) stays the shopper's. The parts keep their distance to the canvas centre, as a
 * new size keeps them (logic/canvasSize.ts), which is also how the server finds them where the template put them.
 */
export const startTemplate = defineCommand<StartTemplateArgs>('startTemplate', (draft, { id, design }) => {
  if (!id) throw new CommandError('startTemplate', 'id is required');
  const parts = { canvas: { ...design.canvas }, objects: structuredClone(design.objects) };
  resizeCanvas(parts, draft.canvas);
  draft.background = design.background ? { ...design.background } : null;
  draft.backgroundColor = design.backgroundColor;
  draft.objects = parts.objects;
  draft.order = [...design.order];
  draft.nextId = Math.max(draft.nextId, design.nextId);
  draft.template = { id };
});
