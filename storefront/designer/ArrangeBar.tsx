import {
  ALIGN_EDGES,
  ALIGN_WORDS,
  canAlign,
  canDistribute,
  dispatch,
  DISTRIBUTE_LABELS,
  type AlignEdge,
  type Axis,
  type DesignerSession,
} from '../../editor-engine';
import { useSnapshot } from './useSession';

// The Align bar (issue 29): under the canvas while two or more objects are selected. Align needs two, spacing
// evenly three (the buttons say so when they cannot act). Each button's name is its action's words.

/** A small drawing of what each button does: the line objects meet on, and two boxes against it. */
const ICONS: Record<AlignEdge | Axis, string> = {
  left: 'M3 2v20M6 6h12v4H6zM6 14h7v4H6z',
  centre: 'M12 2v20M5 6h14v4H5zM8 14h8v4H8z',
  right: 'M21 2v20M6 6h12v4H6zM11 14h7v4h-7z',
  top: 'M2 3h20M6 6h4v12H6zM14 6h4v7h-4z',
  middle: 'M2 12h20M6 5h4v14H6zM14 8h4v8h-4z',
  bottom: 'M2 21h20M6 6h4v12H6zM14 11h4v7h-4z',
  horizontal: 'M2 2v20M22 2v20M6 7h3v10H6zM15 7h3v10h-3z',
  vertical: 'M2 2h20M2 22h20M7 6h10v3H7zM7 15h10v3H7z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d={d} />
    </svg>
  );
}

export function ArrangeBar({ session }: { session: DesignerSession }) {
  const snap = useSnapshot(session);
  if (snap.session.mode !== 'edit' || !canAlign(session)) return null;
  const spread = canDistribute(session);
  return (
    <div className="designer-align-bar" role="toolbar" aria-label="Align and space the selected objects" data-testid="designer-align-bar">
      {ALIGN_EDGES.map((edge) => (
        <button
          key={edge}
          type="button"
          className="designer-align-bar__button"
          aria-label={ALIGN_WORDS[edge].label}
          title={ALIGN_WORDS[edge].label}
          onClick={() => dispatch(session, 'alignSelection', { edge })}
        >
          <Icon d={ICONS[edge]} />
        </button>
      ))}
      {(['horizontal', 'vertical'] as const).map((axis) => (
        <button
          key={axis}
          type="button"
          className="designer-align-bar__button"
          aria-label={DISTRIBUTE_LABELS[axis]}
          title={spread ? DISTRIBUTE_LABELS[axis] : `${DISTRIBUTE_LABELS[axis]}: select three or more`}
          aria-disabled={!spread}
          onClick={() => dispatch(session, 'distributeSelection', { axis })}
        >
          <Icon d={ICONS[axis]} />
        </button>
      ))}
    </div>
  );
}
