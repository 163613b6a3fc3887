import { Link } from 'wouter';
import { categoryLabels } from '../common/categories';
import { SidePanel } from '../ui/SidePanel';
import './search.css';
import type { ProductCategory } from '../../contract/common';

/** SPEC.md section 9: the menu's close button appears 400 ms after it opens. */
export const MENU_CLOSE_DELAY_MS = 400;

/** What the menu offers: shop categories (not the extras and tools sold beside products). */
const MENU_CATEGORIES = (Object.keys(categoryLabels) as ProductCategory[]).filter((c) => c !== 'extra' && c !== 'spatula');

/** The narrow screens' menu: the full-width left panel with every category, the wishlist and search. */
export default function MenuPanel({ open, onClose, onSearch }: { open: boolean; onClose: () => void; onSearch: () => void }) {
  return (
    <SidePanel
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Menu"
      variant="full-left"
      closeLabel="Close menu"
      closeDelayMs={MENU_CLOSE_DELAY_MS}
      testId="menu-panel"
    >
      <nav aria-label="Categories" className="menu-panel">
        <ul className="menu-panel__list">
          <li>
            <Link href="/" className="menu-panel__link" onClick={onClose}>
              All products
            </Link>
          </li>
          {MENU_CATEGORIES.map((c) => (
            <li key={c}>
              <Link href={`/?category=${c}`} className="menu-panel__link" onClick={onClose}>
                {categoryLabels[c]}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/wishlist" className="menu-panel__link" onClick={onClose}>
              Your wishlist
            </Link>
          </li>
        </ul>
        <button type="button" className="button menu-panel__search" onClick={onSearch}>
          Search products
        </button>
      </nav>
    </SidePanel>
  );
}
