import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { pictureAttributes } from '../../contract/pictures';
import { searchable, MIN_SEARCH_LENGTH, SEARCH_DELAY_MS } from '../../rules/search';
import { discoveryData } from '../data/discovery';
import { Price } from '../ui/Price';
import { useReturnFocus } from '../ui/useReturnFocus';
import { productAnalytics, trackSelect } from '../common/productAnalytics';
import './search.css';

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; q: string; answer: Response<'searchProducts'> } | { status: 'error'; message: string };

/**
 * The header's product search in the search overlay (SPEC.md section 2): under the header on wide screens, the
 * whole screen on narrow ones. Searches 500 ms after the last keystroke from 3 characters, or at once on Enter; a
 * newer search aborts the one in flight. Escape, the overlay and the close button close it; focus goes back.
 */
export default function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const returnFocus = useReturnFocus(open);
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const run = (q: string) => {
    clearTimeout(timer.current);
    if (!searchable(q)) return setState({ status: 'idle' });
    setState({ status: 'loading' });
    discoveryData.search(q.trim()).then(
      (answer) => setState({ status: 'done', q: q.trim(), answer }),
      (error: { errorCode?: string; errorMessage?: string }) => {
        if (error.errorCode !== 'aborted') setState({ status: 'error', message: error.errorMessage || 'The search did not answer. Please try again.' });
      },
    );
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const list = { name: 'Search results', type: 'search' };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay-backdrop" />
        <Dialog.Content className="search-overlay" data-testid="search-overlay" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="visually-hidden">Search products</Dialog.Title>
          <form
            role="search"
            className="search-overlay__form"
            onSubmit={(e) => {
              e.preventDefault();
              run(text);
            }}
          >
            <label className="visually-hidden" htmlFor="product-search">
              Search products
            </label>
            <input
              id="product-search"
              className="search-overlay__input"
              type="search"
              autoComplete="off"
              placeholder="Search stickers, wallpaper, canvas…"
              value={text}
              maxLength={100}
              onChange={(e) => {
                const q = e.target.value;
                setText(q);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => run(q), SEARCH_DELAY_MS);
              }}
            />
            <button type="submit" className="button button--primary search-overlay__go">
              Search
            </button>
            <Dialog.Close className="search-overlay__close" aria-label="Close search">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </form>
          <div className="search-overlay__results" aria-live="polite" data-testid="search-results">
            {state.status === 'idle' && text.trim().length > 0 && !searchable(text) && (
              <p className="search-overlay__hint">Type at least {MIN_SEARCH_LENGTH} letters.</p>
            )}
            {state.status === 'loading' && <p className="search-overlay__hint">Searching…</p>}
            {state.status === 'error' && (
              <p className="search-overlay__hint" role="alert">
                {state.message}
              </p>
            )}
            {state.status === 'done' && (
              <>
                {state.answer.searchedFor && (
                  <p className="search-overlay__hint" data-testid="searched-for">
                    Showing results for <strong>{state.answer.searchedFor}</strong>
                  </p>
                )}
                {state.answer.products.length === 0 ? (
                  <p className="search-overlay__hint">Nothing found for “{state.q}”. Try another word.</p>
                ) : (
                  <ul className="search-overlay__list" aria-label="Search results">
                    {state.answer.products.map((p, i) => (
                      <li key={p.id}>
                        <Link
                          href={`/product/${encodeURIComponent(p.slug)}`}
                          className="search-result"
                          onClick={() => {
                            trackSelect(productAnalytics(p, list, i + 1));
                            onClose();
                          }}
                        >
                          <img {...pictureAttributes(p.image, 'thumbnail')} alt="" loading="lazy" width="56" height="56" />
                          <span className="search-result__name">{p.name}</span>
                          <Price prefix="from" formatted={p.formattedFromPrice} formattedOld={p.formattedOldPrice} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
