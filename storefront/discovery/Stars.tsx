/** A rating out of 5 as five stars, filled to the tenth; its text says the number. */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="stars" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
