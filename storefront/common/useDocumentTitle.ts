import { useEffect } from 'react';

/** Sets the browser tab title to "<title> · Atelier" (or just "Atelier"). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Atelier` : 'Atelier';
  }, [title]);
}
