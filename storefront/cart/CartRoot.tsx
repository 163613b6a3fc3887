import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '../shared/cart/store';

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
    // Its own chunk, once the page has been taken over: the affiliation and consent cookies, a recovery link and
    // asking the server for the cart need none of the page's first JavaScript (its start is shorter by that task).
    void import('./boot').then((m) => m.bootCart());
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
