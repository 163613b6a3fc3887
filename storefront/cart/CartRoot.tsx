import { lazy, Suspense, useEffect, useState } from 'react';
import { bootCart } from './boot';
import { useCart } from './store';

const CartPanel = lazy(() => import('./CartPanel'));

/**
 * Mounted once beside the page: boots the cart and mounts the slide-in panel (closed) once the page is idle, so
 * the first Add to cart opens it at once. Mounting it only on the first open cost about 300 ms: React 19 holds back
 * revealing a suspended boundary (its lazy chunk) for that long, even when the chunk arrives in milliseconds.
 */
export function CartRoot() {
  const isOpen = useCart((s) => s.isOpen);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void bootCart();
    // once the page is idle (Safari has no requestIdleCallback: at once); mounted for the page's life, nothing to cancel
    (window.requestIdleCallback ?? setTimeout)(() => setWanted(true));
  }, []);
  return (
    (wanted || isOpen) && (
      <Suspense fallback={null}>
        <CartPanel />
      </Suspense>
    )
  );
}
