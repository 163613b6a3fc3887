import { actions, FRAME_KINDS, FRAME_NAMES, NUDGE_SHIFT_PX, SCALE_STEP, type FrameKind, type Snapshot } from '../../../editor-engine';
import { focusCanvas } from '../focus';
import { Choices } from './Choices';
import type { Run } from './run';

// The selected picture's frame and the photo inside it (issue 29, "Photos and shapes"): a frame among the engine's
// (one undo step each), and "Adjust photo", after which a drag on the canvas, the arrows and + and - move and zoom the
// photo inside its frame; the buttons do the same for a finger or a pointer without keys.

const NONE = 'none';
/** The buttons' steps: the arrow keys' with Shift, and the resize's 10 %. */
const PAN_STEP = NUDGE_SHIFT_PX;
const ZOOM_STEP = SCALE_STEP;
const PANS = [
  { label: 'Move the photo left', dx: -PAN_STEP, dy: 0, glyph: '←' },
  { label: 'Move the photo up', dx: 0, dy: -PAN_STEP, glyph: '↑' },
  { label: 'Move the photo down', dx: 0, dy: PAN_STEP, glyph: '↓' },
  { label: 'Move the photo right', dx: PAN_STEP, dy: 0, glyph: '→' },
] as const;

export function ImageSection({ run, snap }: { run: Run; snap: Snapshot }) {
  const { selection, adjusting } = snap.session;
  const image = selection.length === 1 ? snap.doc.objects[selection[0]] : undefined;
  if (image?.kind !== 'image') return <p className="hint">Select a picture on the canvas to put it into a frame or move the photo inside it.</p>;
  const on = adjusting === image.id;
  return (
    <>
      <Choices
        label="Frames"
        testId="designer-frames"
        value={image.frame?.kind ?? NONE}
        onChange={(v) => run('frameImage', { kind: v === NONE ? null : (v as FrameKind) })}
        items={[{ value: NONE, label: 'No frame' }, ...FRAME_KINDS.map((k) => ({ value: k, label: FRAME_NAMES[k] }))]}
      />
      <div className="designer-photo-adjust">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={on}
          data-testid="designer-adjust-photo"
          onClick={() => {
            run('adjustPhoto');
            // the arrows and + and - act from the canvas, where the photo is dragged too
            if (!on) focusCanvas();
          }}
        >
          {actions.adjustPhoto.label}
        </button>
        {on && (
          <div role="group" aria-label="Move and zoom the photo inside its frame" className="designer-photo-adjust__pad">
            <button type="button" className="button button--secondary" aria-label="Zoom the photo in" onClick={() => run('zoomPhoto', { factor: ZOOM_STEP })}>
              +
            </button>
            <button type="button" className="button button--secondary" aria-label="Zoom the photo out" onClick={() => run('zoomPhoto', { factor: 1 / ZOOM_STEP })}>
              −
            </button>
            {PANS.map((p) => (
              <button key={p.label} type="button" className="button button--secondary" aria-label={p.label} onClick={() => run('panPhoto', { dx: p.dx, dy: p.dy })}>
                {p.glyph}
              </button>
            ))}
          </div>
        )}
      </div>
      {on && <p className="hint">Drag the photo on the canvas, or use the arrow keys and + and −. Escape when done.</p>}
    </>
  );
}
