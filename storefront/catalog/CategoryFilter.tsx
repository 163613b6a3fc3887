import type { MouseEvent } from 'react';
import type { ProductCategory } from '../../contract/common';
import { categoryLabel } from '../common/categories';

interface CategoryFilterProps {
  categories: ProductCategory[];
  selected: ProductCategory | null;
  onSelect: (category: ProductCategory | null) => void;
  counts: Partial<Record<ProductCategory, number>>;
  total: number;
}

/**
 * Filter chips: toggle buttons with aria-pressed; "All" clears the filter. They sit in a GET form whose submission is
 * the same filter (`/?category=…`, which the server renders): a tap before the app has taken the page over, or with
 * JavaScript off, still filters. Once it has, a click filters in place.
 */
export function CategoryFilter({ categories, selected, onSelect, counts, total }: CategoryFilterProps) {
  const choose = (category: ProductCategory | null) => (e: MouseEvent) => {
    e.preventDefault();
    onSelect(category);
  };
  return (
    // the group is inside the form: a form may not take the group role (axe: aria-allowed-role)
    <form method="get" action="/">
      <div className="chips" role="group" aria-label="Filter by category">
        <button type="submit" className="chip" aria-pressed={selected === null} onClick={choose(null)}>
          All <span className="chip__count">{total}</span>
        </button>
        {categories.map((c) => (
          <button
            key={c}
            type="submit"
            className="chip"
            aria-pressed={selected === c}
            {...(selected === c ? {} : { name: 'category', value: c })}
            onClick={choose(selected === c ? null : c)}
          >
            {categoryLabel(c)} <span className="chip__count">{counts[c] ?? 0}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
