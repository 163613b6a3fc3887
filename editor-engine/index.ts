/** editor-engine: the designer's document, commands, history, rules and deterministic SVG export. Pure TS. */
export * from './model.js';
export * from './productTypes.js';
export * from './constants.js';
/** @internal Tests and tools build documents with these; the page changes them through the session. */
export { runCommand, apply, type CommandName, type CommandArgs } from './commands/index.js';
/** @internal The editor benchmark (bench/editor.bench.ts) drives the history alone. */
export { History } from './history.js';
export { DesignBudgetError, restoreDocument, RestoreError } from './restore.js';
export * from './rules/sizing.js';
export * from './rules/price.js';
export * from './rules/menu.js';
export * from './rules/mode.js';
export * from './rules/input.js';
export * from './rules/geometry.js';
export * from './rules/canvasSize.js';
export * from './rules/colour.js';
export * from './rules/preflight.js';
export * from './rules/textBox.js';
export * from './rules/textLayout.js';
export * from './rules/textEffects.js';
export * from './rules/view.js';
export { type Gap, type Guide } from './rules/snapping.js';
export * from './rules/locks.js';
export * from './rules/textCurve.js';
export * from './rules/arrange.js';
export type { ClipboardStore } from './session/clipboard.js';
export { ALIGN_WORDS, canAlign } from './actions/alignSelection.js';
export { DISTRIBUTE_LABELS, canDistribute } from './actions/distributeSelection.js';
export * from './payload.js';
export { toSvg, type ExportResources, type TextOutline } from './export/svg.js';
export { FRAME_NAMES } from './actions/frameImage.js';
export { NUDGE_SHIFT_PX } from './actions/nudge.js';
export { SCALE_STEP } from './actions/scaleSelection.js';
export { buildScene, drawnObjects, type Scene, type SceneItem, type ScenePath, type SceneClip, type SceneImage, type TextPicture } from './export/scene.js';
export { effectFilter, matrixFilter } from './export/effect.js';
export { adjustKey, adjustMatrix, adjustPixels } from './export/adjust.js';
export * from './rules/look.js';
export { fmt, pathData, type PathCommand } from './export/format.js';
/** @internal The QA report (scripts/qa/report.ts) writes its HTML with it. */
export { escapeXml } from './export/format.js';
export { DesignerSession, type Snapshot } from './session/session.js';
export { actions, dispatch, handleKey, type ActionArgs, type ActionName } from './actions/index.js';
export { createPointerTool, type PointerState } from './tools/pointerTool.js';
