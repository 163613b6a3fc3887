// React 19 has useSyncExternalStore itself: wouter's import of the shim for React 17 and older resolves here
// (vite.config.ts), which keeps the shim's code out of every page's first JavaScript (npm run bench:bundle).
export { useSyncExternalStore } from 'react';
