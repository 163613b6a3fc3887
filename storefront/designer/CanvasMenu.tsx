import { ContextMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import {
  actions,
  ALIGN_EDGES,
  ALIGN_WORDS,
  canAlign,
  canDistribute,
  dispatch,
  DISTRIBUTE_LABELS,
  type ActionName,
  type DesignerSession,
} from '../../editor-engine';
import { focusCanvas } from './focus';
import type { Run } from './menu/run';
import { ariaShortcut, shortcutLabel } from './shortcuts';
import { useSnapshot } from './useSession';

// The canvas's context menu (issue 29): right-click, a long press, or the Menu key / Shift+F10 on the canvas. The
// same actions as the shortcuts and the Align bar, each entry named by its action; closing it puts the focus back
// on the canvas, so the arrows go on moving what the menu just made. Its keys are named as the shopper's keyboard has
// them (shortcuts.ts: ⌘ on a Mac).

const EDIT: { name: ActionName; keys: string }[] = [
  { name: 'cutSelection', keys: 'Mod+X' },
  { name: 'copySelection', keys: 'Mod+C' },
  { name: 'pasteClipboard', keys: 'Mod+V' },
  { name: 'duplicateSelection', keys: 'Mod+D' },
  { name: 'deleteSelection', keys: 'Delete' },
  { name: 'selectAll', keys: 'Mod+A' },
];

const enabled = (session: DesignerSession, name: ActionName) => (actions[name].enabled as (s: DesignerSession) => boolean)(session);

/** `onOpen`: the menu opened (a long press or a right button that began a gesture ends it there). */
export function CanvasMenu({ session, onOpen, children }: { session: DesignerSession; onOpen: () => void; children: ReactElement }) {
  useSnapshot(session);
  const run: Run = (name, ...args) => dispatch(session, name, ...args);
  return (
    <ContextMenu.Root onOpenChange={(open) => open && onOpen()}>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          className="designer-context-menu"
          aria-label="Arrange"
          data-testid="designer-context-menu"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            focusCanvas();
          }}
        >
          {EDIT.map(({ name, keys }) => (
            <ContextMenu.Item
              key={name}
              className="designer-context-menu__item"
              disabled={!enabled(session, name)}
              aria-keyshortcuts={ariaShortcut(keys)}
              onSelect={() => run(name)}
            >
              {actions[name].label}
              <span className="designer-context-menu__keys" aria-hidden="true" data-testid={`designer-context-keys-${name}`}>
                {shortcutLabel(keys)}
              </span>
            </ContextMenu.Item>
          ))}
          {canAlign(session) && (
            <>
              <ContextMenu.Separator className="designer-context-menu__separator" />
              <ContextMenu.Label className="designer-context-menu__label">Align</ContextMenu.Label>
              {ALIGN_EDGES.map((edge) => (
                <ContextMenu.Item key={edge} className="designer-context-menu__item" onSelect={() => run('alignSelection', { edge })}>
                  {ALIGN_WORDS[edge].label}
                </ContextMenu.Item>
              ))}
              {(['horizontal', 'vertical'] as const).map((axis) => (
                <ContextMenu.Item
                  key={axis}
                  className="designer-context-menu__item"
                  disabled={!canDistribute(session)}
                  onSelect={() => run('distributeSelection', { axis })}
                >
                  {DISTRIBUTE_LABELS[axis]}
                </ContextMenu.Item>
              ))}
            </>
          )}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
