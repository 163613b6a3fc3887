import { useEffect, useId, useRef, useState } from 'react';
import type { Response } from '../../../contract';
import { shopperMessage, wasAborted } from '../../api/errors';
import { createDesignerPageData } from '../../data/designerPage';
import { MIN_SEARCH_LENGTH, searchable, SEARCH_DELAY_MS } from '../../../rules/search';
import { focusCanvas } from '../focus';
import { useRovingFocus } from '../roving';
import { DesignHeart, DesignWishlistStatus } from './DesignHeart';
import type { Run } from './run';

// The design library search (SPEC.md sections 2 and 5): at least 3 characters, 500 ms after the last keystroke or on
// the button or Enter; an empty search flashes the box; a new search aborts the one in flight; load more; loading,
// results (best first, with how many matched and what a typo was read as), empty and error states. A chosen design
// goes onto the canvas, which takes the focus (the new design is selected there, so the arrows move it); under 992 px
// the panel then closes and clears. The results are one Tab stop: arrows move between designs and their hearts.
// The picture frame's "Library shape…" (ImageSection.tsx) uses the same search as its picker: `pick` takes the chosen
// design instead of adding it (test ids under its own `testId`).

const NARROW = '(max-width: 991px)';

const data = createDesignerPageData();
type Answer = Response<'searchDesigns'>;
export type Design = Answer['html']['designs'][number];

/** The search as a picker: what a result's button says, and what choosing it does. */
interface DesignPick {
  label: (name: string) => string;
  onPick: (d: Design) => void;
}
type State =
  | { kind: 'idle' }
  | { kind: 'loading'; previous?: Design[]; summary?: string }
  | { kind: 'results'; designs: Design[]; page: number; hasMore: boolean; credits: NonNullable<Answer['credits']>; summary?: string }
  | { kind: 'empty'; message: string }
  | { kind: 'error'; message: string };

/** The natural size of a design picture (SVGs answer their own width and height); 200 x 200 when unknown. */
function naturalSize(url: string): Promise<{ naturalWidth: number; naturalHeight: number }> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ naturalWidth: img.naturalWidth || 200, naturalHeight: img.naturalHeight || 200 });
    img.onerror = () => resolve({ naturalWidth: 200, naturalHeight: 200 });
    img.src = url;
  });
}

export function SearchSection({
  run,
  enabled,
  onChosen,
  pick,
  testId = 'designer-search',
}: {
  run: Run;
  enabled: boolean;
  onChosen?: () => void;
  pick?: DesignPick;
  testId?: string;
}) {
  const inputId = useId();
  // the search's abort key: the add section's and the frame picker's searches do not cancel each other
  const searchKey = useRef(testId);
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [flash, setFlash] = useState(false);
  const searched = useRef('');
  const roving = useRovingFocus<HTMLUListElement>({ grid: true });

  async function search(query: string, page = 1) {
    const q = query.trim();
    if (q.length < MIN_SEARCH_LENGTH) {
      if (!q) {
        setFlash(true);
        setTimeout(() => setFlash(false), 600);
      }
      return;
    }
    searched.current = q;
    setState((s) => (page > 1 && s.kind === 'results' ? { kind: 'loading', previous: s.designs, summary: s.summary } : { kind: 'loading' }));
    try {
      const r = await data.searchDesigns(searchKey.current, { search: q, page });
      if (r.elasticsearchDown) return setState({ kind: 'error', message: r.errorMessage ?? 'The design library is not available just now.' });
      if (r.emptySearchMessage || r.html.designs.length === 0)
        return setState({ kind: 'empty', message: r.emptySearchMessage ?? 'No design matches your search.' });
      setState((s) => ({
        kind: 'results',
        designs: page > 1 && s.kind === 'loading' && s.previous ? [...s.previous, ...r.html.designs] : r.html.designs,
        page: r.html.page,
        hasMore: r.html.hasMore,
        credits: r.credits ?? [],
        summary: r.summary,
      }));
    } catch (e) {
      if (!wasAborted(e)) setState({ kind: 'error', message: shopperMessage(e, 'The search did not work. Please try again.') });
    }
  }

  // 500 ms after the last keystroke
  useEffect(() => {
    if (!searchable(text) || text.trim() === searched.current) return;
    // Enter may have searched it meanwhile: a second search would replace the results under the keyboard's focus
    const timer = setTimeout(() => text.trim() !== searched.current && void search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  async function choose(d: Design) {
    if (pick) return pick.onPick(d);
    const size = await naturalSize(d.url);
    if (!run('addImage', { src: d.url, ...size, name: d.name })) return;
    focusCanvas();
    if (window.matchMedia(NARROW).matches) {
      setText('');
      searched.current = '';
      setState({ kind: 'idle' });
      onChosen?.();
    }
  }

  return (
    <div className="designer-search" data-testid={testId}>
      <form
        role="search"
        className={`designer-search__box${flash ? ' designer-search__box--flash' : ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          void search(text);
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          Search designs
        </label>
        <input
          id={inputId}
          type="search"
          className="field__input"
          placeholder="Hearts, flowers, stars…"
          value={text}
          maxLength={100}
          disabled={!enabled}
          onChange={(e) => setText(e.target.value)}
          data-testid={`${testId}-input`}
        />
        <button type="submit" className="button button--secondary" disabled={!enabled}>
          Search
        </button>
      </form>
      {flash && (
        <p className="hint" role="status">
          Type what you are looking for, at least {MIN_SEARCH_LENGTH} letters.
        </p>
      )}
      <div aria-live="polite" aria-busy={state.kind === 'loading'} data-testid={`${testId}-state`} data-state={state.kind}>
        {state.kind === 'loading' && !state.previous && <p className="hint">Searching…</p>}
        {state.kind === 'empty' && <p className="hint">{state.message}</p>}
        {state.kind === 'error' && (
          <p className="alert alert--danger" role="alert">
            {state.message}
          </p>
        )}
        {(state.kind === 'results' || (state.kind === 'loading' && state.previous)) && (
          <>
            {state.summary && (
              <p className="hint" data-testid={`${testId}-summary`}>
                {state.summary}
              </p>
            )}
            <ul className="designer-search__results" aria-label="Designs found" {...roving}>
              {(state.kind === 'results' ? state.designs : state.previous!).map((d) => (
                <li key={d.id} className="designer-search__item">
                  <button
                    type="button"
                    className="designer-search__design"
                    onClick={() => void choose(d)}
                    aria-label={pick ? pick.label(d.name) : `Add ${d.name}`}
                    title={d.name}
                  >
                    <img src={d.thumbnail ?? d.url} alt="" width={64} height={64} loading="lazy" />
                  </button>
                  <DesignHeart id={d.id} name={d.name} />
                </li>
              ))}
            </ul>
            {state.kind === 'results' && state.hasMore && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void search(searched.current, state.page + 1)}
                data-testid={`${testId}-more`}
              >
                Load more
              </button>
            )}
            <DesignWishlistStatus />
            {state.kind === 'loading' && <p className="hint">Loading more…</p>}
            {state.kind === 'results' && state.credits.length > 0 && (
              <ul className="designer-search__credits" aria-label="Design credits">
                {state.credits.map((c) => (
                  <li key={c.url + c.licence}>
                    <a href={c.licenceUrl} target="_blank" rel="noreferrer">
                      {c.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
