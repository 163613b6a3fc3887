import { dispatch, isLocked, isTemplateLocked, type DesignerSession } from '../../editor-engine';
import { useSnapshot } from './useSession';

/**
 * The design's objects beside the canvas, top first: keyboard and screen-reader users select, reorder and delete
 * here, and everyone locks and hides a layer (issue 29). A template's locked part shows its lock, which stays.
 */
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
          const o = doc.objects[id];
          const name = session.describe([id]);
          const locked = isLocked(o);
          const fixed = isTemplateLocked(o);
          const hidden = o.hidden === true;
          return (
            <li key={id} className={`${selected ? 'is-selected' : ''}${hidden ? ' is-hidden' : ''}`.trim() || undefined}>
              <button type="button" aria-pressed={selected} onClick={() => session.select([id])} data-testid="designer-object">
                {name}
                {hidden && <span className="designer-objects__note">hidden: not printed</span>}
                {fixed && <span className="designer-objects__note">part of the template</span>}
              </button>
              <button
                type="button"
                className="designer-objects__toggle"
                aria-pressed={locked}
                aria-disabled={fixed || undefined}
                title={fixed ? 'Part of the template: it stays where it is' : undefined}
                onClick={() => dispatch(session, 'toggleLock', { id })}
                aria-label={`Lock ${name}`}
                data-testid="designer-object-lock"
              >
                {locked ? 'Locked' : 'Lock'}
              </button>
              {!fixed && (
                <button
                  type="button"
                  className="designer-objects__toggle"
                  aria-pressed={hidden}
                  onClick={() => dispatch(session, 'toggleHidden', { id })}
                  aria-label={`Hide ${name}`}
                  data-testid="designer-object-hide"
                >
                  {hidden ? 'Hidden' : 'Hide'}
                </button>
              )}
              {selected && (
                <span className="designer-objects__actions">
                  <button
                    type="button"
                    onClick={() => dispatch(session, 'reorderSelection', { to: 'forward' })}
                    aria-disabled={locked || undefined}
                    aria-label={`Bring ${name} forward`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    onClick={() => dispatch(session, 'reorderSelection', { to: 'backward' })}
                    aria-disabled={locked || undefined}
                    aria-label={`Send ${name} backward`}
                  >
                    Down
                  </button>
                  <button type="button" onClick={() => dispatch(session, 'deleteSelection')} aria-disabled={locked || undefined} aria-label={`Delete ${name}`}>
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
