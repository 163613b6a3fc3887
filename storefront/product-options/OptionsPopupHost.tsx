import { lazy, Suspense, useEffect } from 'react';
import { addressWithout } from '../common/address';
import { popupFromQuery, QUICK_ADD_PARAM, usePopupHost } from '../common/popupHost';

const OptionsPopup = lazy(() => import('./OptionsPopup'));

/** Mounts the options popup when one is requested (the popup's code loads on first use). */
export function OptionsPopupHost() {
  const request = usePopupHost((s) => s.request);
  const close = usePopupHost((s) => s.close);
  useEffect(() => {
    const asked = popupFromQuery(location.search);
    if (asked?.kind === 'modify') usePopupHost.getState().openModifyItem(asked.itemId);
    if (asked?.kind === 'quick-add') {
      usePopupHost.getState().openQuickAdd(asked.productId);
      // the list's own address again: a reload or a shared link shows the list, not the popup
      history.replaceState(history.state, '', addressWithout(location.href, QUICK_ADD_PARAM));
    }
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OptionsPopup key={request.key} request={request} onClosed={close} />
    </Suspense>
  );
}
