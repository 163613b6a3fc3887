import { createContext, useContext } from 'react';
import { PAGE_DATA_ID, type PageData } from '../../contract/pages';

// Data a page was server-rendered with (issue 13): the server renders the product list and product pages with the
// same answers the API gives, and hands them to the browser in a JSON block (not a script the CSP would refuse), so
// the app takes over the page without asking again and without a second, different render.

export type Preloaded = PageData;

const PreloadedContext = createContext<Preloaded>({});
export const PreloadedProvider = PreloadedContext.Provider;

/** The data rendered on the server under this request key, if any. */
export function usePreloaded<T>(key: string): T | undefined {
  return useContext(PreloadedContext)[key] as T | undefined;
}

/** The browser's copy of the page's data (the server writes it as JSON): {} on a page the server did not render. */
/** Read once: the app and a designer page's render worker (designer/renderWorker.ts) both start from it. */
let read: Preloaded | undefined;
export const readPreloaded = (): Preloaded => (read ??= JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || '{}') as Preloaded);
