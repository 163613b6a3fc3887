import { dispatch, type DesignerSession } from '../../editor-engine';
import { useSnapshot } from './useSession';

/** The design's objects beside the canvas, top first: keyboard and screen-reader users select, reorder and delete here. */
export function ObjectList({ session }: { session: DesignerSession }) {
  const { doc, session: state } = useSnapshot(session);
  const top = [...doc.order].reverse();
  if (top.length === 0) return null;
  return (
    <section className="designer__section" aria-labelledby="designer-objects">
      <h2 id="designer-objects">Layers</h2>
      <ul className="designer-objects" data-testid="designer-objects">
        {top.map((id) => {
          const selected = state.selection.includes(id);
          return (
            <li key={id} className={selected ? 'is-selected' : undefined}>
              <button type="button" aria-pressed={selected} onClick={() => session.select([id])} data-testid="designer-object">
                {session.describe([id])}
              </button>
              {selected && (
                <span className="designer-objects__actions">
                  <button
                    type="button"
                    onClick={() => dispatch(session, 'reorderSelection', { to: 'forward' })}
                    aria-label={`Bring ${session.describe([id])} forward`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    onClick={() => dispatch(session, 'reorderSelection', { to: 'backward' })}
                    aria-label={`Send ${session.describe([id])} backward`}
                  >
                    Down
                  </button>
                  <button type="button" onClick={() => dispatch(session, 'deleteSelection')} aria-label={`Delete ${session.describe([id])}`}>
                    Delete
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
