import MenuPanel from './MenuPanel';
import SearchOverlay from './SearchOverlay';

export type HeaderPanel = 'search' | 'menu' | null;

/** The header's panels, one chunk loaded on the first click of its search or menu button. */
export default function HeaderPanels({ open, setOpen }: { open: HeaderPanel; setOpen: (panel: HeaderPanel) => void }) {
  const close = () => setOpen(null);
  return (
    <>
      <SearchOverlay open={open === 'search'} onClose={close} />
      <MenuPanel open={open === 'menu'} onClose={close} onSearch={() => setOpen('search')} />
    </>
  );
}
