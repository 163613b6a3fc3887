import { lazy, Suspense, useState } from 'react';

/** Loaded on the first click: the product search overlay and the narrow screens' menu panel. */
const SearchOverlay = lazy(() => import('../discovery/SearchOverlay'));
const MenuPanel = lazy(() => import('../discovery/MenuPanel'));

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
  </svg>
);

/** The header's menu button (narrow screens) and search button, each opening its panel once its chunk has loaded. */
export function MenuButton({ onSearch }: { onSearch: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-icon header-icon--menu"
        aria-label="Menu"
        aria-haspopup="dialog"
        data-testid="menu-button"
        onClick={() => (setUsed(true), setOpen(true))}
      >
        {icon('M4 7h16M4 12h16M4 17h16')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <MenuPanel open={open} onClose={() => setOpen(false)} onSearch={onSearch} />
        </Suspense>
      )}
    </>
  );
}

export function SearchButton({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <button
        type="button"
        className="header-search"
        aria-label="Search products"
        aria-haspopup="dialog"
        data-testid="search-button"
        onClick={() => setOpen(true)}
      >
        {icon('M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM20 20l-4.8-4.8')}
        <span className="header-search__text" aria-hidden="true">
          Search products
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
