import type { Draft } from './draft';

// The offer of an earlier design (useDrafts.ts): the newest first, with when it was saved and how many there are;
// "Continue it" opens it (the design on the page stays saved), "Start again" discards it ("Discard it" while more are kept, the next then offered).

const savedAt = (at: number) => (at > 0 ? `, saved ${new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}` : '');

export function DraftBanner({ offered, onContinue, onDiscard }: { offered: Draft[]; onContinue(d: Draft): void; onDiscard(d: Draft): void }) {
  const draft = offered[0];
  if (!draft) return null;
  const more = offered.length - 1;
  return (
    <div className="designer-draft" role="region" aria-label="Your unfinished design" data-testid="designer-draft">
      <p>
        You have an unfinished design of this product{savedAt(draft.savedAt)}.{more > 0 && ` ${more === 1 ? 'One more is' : `${more} more are`} kept.`}
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onContinue(draft);
          // focus lands on what was opened: the design
          requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="designer-canvas"]')?.focus());
        }}
      >
        Continue it
      </button>
      <button type="button" className="button button--secondary" onClick={() => onDiscard(draft)}>
        {more > 0 ? 'Discard it' : 'Start again'}
      </button>
    </div>
  );
}
