import { lazy, Suspense, useEffect } from 'react';
import { modifyItemFromQuery, usePopupHost } from '../common/popupHost';

const OptionsPopup = lazy(() => import('./OptionsPopup'));

/** Mounts the options popup when one is requested (the popup's code loads on first use). */
export function OptionsPopupHost() {
  const request = usePopupHost((s) => s.request);
  const close = usePopupHost((s) => s.close);
  useEffect(() => {
    const id = modifyItemFromQuery(location.search);
    if (id !== undefined) usePopupHost.getState().openModifyItem(id);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <OptionsPopup key={request.key} request={request} onClosed={close} />
    </Suspense>
  );
}
