import type { ProductCategory } from '../../contract/common';
import { categoryLabel } from './categories';

interface CategoryFilterProps {
  categories: ProductCategory[];
  selected: ProductCategory | null;
  onSelect: (category: ProductCategory | null) => void;
  counts: Partial<Record<ProductCategory, number>>;
  total: number;
}

/** Filter chips: toggle buttons with aria-pressed; "All" clears the filter. */
export function CategoryFilter({ categories, selected, onSelect, counts, total }: CategoryFilterProps) {
  return (
    <div className="chips" role="group" aria-label="Filter by category">
      <button type="button" className="chip" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        All <span className="chip__count">{total}</span>
      </button>
      {categories.map((c) => (
        <button key={c} type="button" className="chip" aria-pressed={selected === c} onClick={() => onSelect(selected === c ? null : c)}>
          {categoryLabel(c)} <span className="chip__count">{counts[c] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
