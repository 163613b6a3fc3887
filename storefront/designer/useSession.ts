import { useSyncExternalStore } from 'react';
import type { DesignerSession, Snapshot } from '../../editor-engine';

/** The session's snapshot for React: re-renders when the document or the session state changes. */
export function useSnapshot(session: DesignerSession): Snapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
