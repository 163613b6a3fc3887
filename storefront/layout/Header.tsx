import { useState } from 'react';
import { Link } from 'wouter';
import { CartButton } from './CartButton';
import { MenuButton, SearchButton } from './HeaderTools';

export function Header() {
  const [searching, setSearching] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <MenuButton onSearch={() => setSearching(true)} />
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
        <SearchButton open={searching} setOpen={setSearching} />
        <Link href="/wishlist" className="header-wishlist" aria-label="Wishlist" data-testid="header-wishlist">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M12 20s-7-4.4-9-8.6C1.6 8.5 3.4 5 6.8 5c2 0 3.3 1.1 4.2 2.4h2C13.9 6.1 15.2 5 17.2 5c3.4 0 5.2 3.5 3.8 6.4C19 15.6 12 20 12 20z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        </Link>
        <CartButton />
      </div>
    </header>
  );
}
