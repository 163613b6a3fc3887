import type { ReactNode } from 'react';
import { CartRoot } from '../cart/CartRoot';
import { OptionsPopupHost } from '../product-options/OptionsPopupHost';
import { Header } from './Header';
import './layout.css';

/**
 * Skip link, header, the page's main landmark and the footer. The slide-in cart and the options popup (quick-add, and
 * modify from the cart or a `?modify=` link) mount beside <main>, once for every page.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>Atelier · made-to-measure and personalised products, printed and cut to order.</p>
      </footer>
      <CartRoot />
      <OptionsPopupHost />
    </>
  );
}
