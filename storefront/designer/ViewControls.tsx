import type { PointerEvent } from 'react';
import { actions, zoomPercent, type DesignerSession } from '../../editor-engine';
import type { Run } from './menu/run';
import { useRovingFocus } from './roving';
import { ariaShortcut, shortcutLabel } from './shortcuts';

// The canvas's view controls (issue 29): zoom out, the zoom as a percentage of Fit, zoom in, Fit, and whether moves
// snap. Each is an engine action (the keys Ctrl/Cmd + '-', '=' and '0' run the same ones from the canvas). One Tab
// stop (a roving tab index, arrows between the buttons), so the canvas stays as few keys from the page's top as before.

const BUTTONS = [
  { name: 'zoomOut', text: '−', keys: 'Mod+-' },
  { name: 'zoomIn', text: '+', keys: 'Mod+=' },
  { name: 'zoomFit', text: 'Fit', keys: 'Mod+0' },
] as const;

/**
 * A tapped button takes the focus itself, without scrolling: Safari leaves it where it was (the text or size field
 * down in the menu, after typing), and a phone then scrolled the page back to that field on the zoom's redraw.
 */
const takeFocus = (e: PointerEvent<HTMLButtonElement>) => e.currentTarget.focus({ preventScroll: true });

export function ViewControls({ session, run }: { session: DesignerSession; run: Run }) {
  const { zoom, snap } = session.session.view;
  const roving = useRovingFocus<HTMLSpanElement>();
  const button = ({ name, text, keys }: (typeof BUTTONS)[number]) => (
    <button
      key={name}
      type="button"
      className="button button--secondary"
      onClick={() => run(name)}
      onPointerDown={takeFocus}
      aria-disabled={!actions[name].enabled(session)}
      aria-label={name === 'zoomFit' ? 'Fit' : actions[name].label}
      title={`${actions[name].label} (${shortcutLabel(keys)})`}
      aria-keyshortcuts={ariaShortcut(keys)}
      data-testid={`designer-${name}`}
    >
      {text}
    </button>
  );
  return (
    <span className="designer__view" role="group" aria-label="View" {...roving}>
      {button(BUTTONS[0])}
      <output data-testid="designer-zoom" aria-label="Zoom">
        {zoomPercent(zoom)}
      </output>
      {button(BUTTONS[1])}
      {button(BUTTONS[2])}
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={snap}
        onClick={() => run('toggleSnap')}
        onPointerDown={takeFocus}
        title={actions.toggleSnap.label}
        data-testid="designer-snap"
      >
        Snap
      </button>
    </span>
  );
}
