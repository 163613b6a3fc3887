import './ui.css';

interface PriceProps {
  /** The price as the server formatted it, e.g. "€24.95". */
  formatted: string;
  /** Struck-through previous price, when the server gives one. */
  formattedOld?: string;
  /** Small prefix such as "from". */
  prefix?: string;
  size?: 'md' | 'lg';
  testId?: string;
}

/** A price exactly as the server formatted it (the storefront never computes money), with an optional old price. */
export function Price({ formatted, formattedOld, prefix, size = 'md', testId }: PriceProps) {
  return (
    <p className={`price price--${size}`}>
      {prefix && <span className="price__prefix">{prefix} </span>}
      <span className={formattedOld ? 'price__current price__current--sale' : 'price__current'}>
        {formattedOld && <span className="visually-hidden">Now </span>}
        <span data-testid={testId}>{formatted}</span>
      </span>
      {formattedOld && (
        <>
          {' '}
          <s className="price__old">
            <span className="visually-hidden">was </span>
            <span data-testid={testId && `${testId}-old`}>{formattedOld}</span>
          </s>
        </>
      )}
    </p>
  );
}
