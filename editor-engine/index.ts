/** editor-engine: the designer's document, commands, history, rules and deterministic SVG export. Pure TS. */
export * from './model.js';
export * from './productTypes.js';
export * from './constants.js';
/** @internal Tests and tools build documents with these; the page changes them through the session. */
export { runCommand, apply, type CommandName, type CommandArgs } from './commands/index.js';
/** @internal The editor benchmark (bench/editor.bench.ts) drives the history alone. */
export { History } from './history.js';
export { DesignBudgetError, restoreDocument, RestoreError } from './restore.js';
export * from './logic/sizing.js';
export * from './logic/price.js';
export * from './logic/menu.js';
export * from './logic/mode.js';
export * from './logic/input.js';
export * from './logic/geometry.js';
export * from './logic/canvasSize.js';
export * from './logic/colour.js';
export * from './logic/preflight.js';
export * from './logic/textBox.js';
export * from './logic/textLayout.js';
export * from './logic/textEffects.js';
export * from './logic/view.js';
export { type Gap, type Guide } from './logic/snapping.js';
export * from './logic/locks.js';
export * from './logic/textCurve.js';
export * from './logic/arrange.js';
export type { ClipboardStore } from './session/clipboard.js';
export { ALIGN_WORDS, canAlign } from './actions/alignSelection.js';
export { DISTRIBUTE_LABELS, canDistribute } from './actions/distributeSelection.js';
export * from './payload.js';
export { toSvg, type ExportResources, type TextOutline } from './export/svg.js';
export { FRAME_NAMES } from './actions/frameImage.js';
export { NUDGE_SHIFT_PX } from './actions/nudge.js';
export { SCALE_STEP } from './actions/scaleSelection.js';
export type { ChooseSizeArgs } from './actions/sizeChoice.js';
export { buildScene, drawnObjects, type Scene, type SceneItem, type ScenePath, type SceneClip, type SceneImage, type TextPicture } from './export/scene.js';
export { effectFilter, matrixFilter } from './export/effect.js';
export { adjustKey, adjustMatrix, adjustPixels } from './export/adjust.js';
export * from './logic/look.js';
export { fmt, pathData, type PathCommand } from './export/format.js';
/** @internal The QA report (scripts/qa/report.ts) writes its HTML with it. */
export { escapeXml } from './export/format.js';
export { DesignerSession, type Snapshot } from './session/session.js';
export { actions, dispatch, handleKey, type ActionArgs, type ActionName } from './actions/index.js';
export { createPointerTool, type PointerState } from './tools/pointerTool.js';
