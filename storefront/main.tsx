import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { PreloadedProvider, readPreloaded } from './ui/preloaded';
import './app/base.css';

const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <PreloadedProvider value={readPreloaded()}>
      <App />
    </PreloadedProvider>
  </StrictMode>
);
// The product list and product pages come rendered by the server (server/http/ssr.ts): the app takes over that HTML
// with the data it was rendered with. In one task, not as a transition: a transition hydrates in slices, but a click
// landing between two slices was lost (seen with the CPU slowed 8 times). Other pages arrive empty and render here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
