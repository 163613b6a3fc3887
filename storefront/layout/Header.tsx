import { Link } from 'wouter';
import { CartButton } from './CartButton';

export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
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
        <CartButton />
      </div>
    </header>
  );
}
