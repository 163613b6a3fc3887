import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { HeaderPanel } from '../discovery/HeaderPanels';
import { CartButton } from './CartButton';

/** The search overlay and the narrow screens' menu: a chunk loaded on the first click of either button. */
const HeaderPanels = lazy(() => import('../discovery/HeaderPanels'));

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

export function Header() {
  const [open, setOpen] = useState<HeaderPanel>(null);
  const [used, setUsed] = useState(false);
  const show = (panel: HeaderPanel) => {
    setUsed(true);
    setOpen(panel);
  };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button type="button" className="header-icon header-icon--menu" aria-label="Menu" aria-haspopup="dialog" onClick={() => show('menu')}>
          <Icon d="M4 7h16M4 12h16M4 17h16" />
        </button>
        <Link href="/" className="brand" aria-label="Atelier, home">
          <span className="brand__mark" aria-hidden="true">
            A
          </span>
          <span className="brand__name">Atelier</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <Link href="/" className="site-nav__link">
            All products
          </Link>
        </nav>
        <button type="button" className="header-search" aria-label="Search products" aria-haspopup="dialog" onClick={() => show('search')}>
          <Icon d="M11 17a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM20 20l-5-5" />
          <span className="header-search__text" aria-hidden="true">
            Search products
          </span>
        </button>
        <Link href="/wishlist" className="header-icon" aria-label="Wishlist">
          <Icon d="M12 20l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z" />
        </Link>
        <CartButton />
      </div>
      {used && (
        <Suspense fallback={null}>
          <HeaderPanels open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </header>
  );
}
