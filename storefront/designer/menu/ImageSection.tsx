import { useState } from 'react';
import { actions, FRAME_KINDS, FRAME_NAMES, NUDGE_SHIFT_PX, SCALE_STEP, type FrameKind, type Snapshot } from '../../../editor-engine';
import { createDesignerPageData } from '../../data/designerPage';
import { focusCanvas } from '../focus';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import type { Run } from './run';
import { SearchSection, type Design } from './SearchSection';
import { shopperMessage } from '../../api/errors';

// The selected picture's frame and the photo inside it (issue 29, "Photos and shapes"): a frame among the engine's
// (one undo step each), and "Adjust photo", after which a drag on the canvas, the arrows and + and - move and zoom the
// photo inside its frame; the buttons do the same for a finger or a pointer without keys. "Library shape…" opens the
// design library's search as a picker: the chosen design's outline (the server's, kept in the document) is the frame.

const NONE = 'none';
const LIBRARY = 'design';
const data = createDesignerPageData();
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
      <FrameChoices key={image.id} run={run} frame={image.frame?.kind ?? NONE} />
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
            <button
              type="button"
              className="button button--secondary"
              aria-label="Zoom the photo out"
              onClick={() => run('zoomPhoto', { factor: 1 / ZOOM_STEP })}
            >
              −
            </button>
            {PANS.map((p) => (
              <button
                key={p.label}
                type="button"
                className="button button--secondary"
                aria-label={p.label}
                onClick={() => run('panPhoto', { dx: p.dx, dy: p.dy })}
              >
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

/** The frames, and the library picker while "Library shape…" is chosen and no design picked yet. */
function FrameChoices({ run, frame }: { run: Run; frame: string }) {
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function pick(d: Design) {
    setProblem(null);
    try {
      const mask = await data.designOutline(d.id);
      if (run('maskImage', { mask, name: d.name })) setPicking(false);
    } catch (e) {
      setProblem(shopperMessage(e, 'This design cannot be used as a frame just now. Please try another.'));
    }
  }
  return (
    <>
      <ChoiceGroup
        label="Frames"
        testId="designer-frames"
        value={picking ? LIBRARY : frame}
        onChange={(v) => {
          if (v === LIBRARY) return setPicking(true);
          setPicking(false);
          run('frameImage', { kind: v === NONE ? null : (v as FrameKind) });
        }}
        items={[
          { value: NONE, label: 'No frame' },
          ...FRAME_KINDS.map((k) => ({ value: k, label: FRAME_NAMES[k] })),
          { value: LIBRARY, label: actions.maskImage.label },
        ]}
      />
      {frame === LIBRARY && !picking && (
        // the radio is already on: another design is chosen from here
        <button type="button" className="choice-chip designer-frame-again" onClick={() => setPicking(true)}>
          Choose another library shape…
        </button>
      )}
      {picking && (
        <div role="group" aria-label="Choose a library design as the frame" className="designer-frame-picker" data-testid="designer-frame-picker">
          <p className="hint">Search the design library: the picture will show through the design&apos;s outline.</p>
          <SearchSection run={run} enabled pick={{ label: (name) => `Use ${name} as the frame`, onPick: (d) => void pick(d) }} testId="designer-frame-search" />
          {problem && (
            <p className="alert alert--danger" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={() => setPicking(false)}>
            Cancel
          </button>
        </div>
      )}
    </>
  );
}
