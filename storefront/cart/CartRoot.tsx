import { lazy, Suspense, useEffect, useState } from 'react';
import { bootCart } from './boot';
import { useCart } from './store';

const CartPanel = lazy(() => import('./CartPanel'));

/** Mounted once beside the page: boots the cart and loads the slide-in panel the first time it opens. */
export function CartRoot() {
  const isOpen = useCart((s) => s.isOpen);
  const [wanted, setWanted] = useState(false);
  useEffect(() => void bootCart(), []);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
