import { useState } from 'react';
import './ui.css';

interface ProductImageProps {
  src: string;
  alt: string;
  /** Width / height of the box the image fills; the picture is contained, never cropped. */
  ratio?: number;
  eager?: boolean;
  className?: string;
  /** A CSS filter on the picture (an effect preview: sepia, grayscale). */
  filter?: string;
  testId?: string;
}

/** A product picture in a fixed-ratio box: lazy by default, with a soft placeholder while loading or if it fails. */
export function ProductImage({ src, alt, ratio = 1, eager = false, className = '', filter, testId }: ProductImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className={`product-image product-image--${state} ${className}`} style={{ aspectRatio: String(ratio) }}>
      {state === 'failed' ? (
        <span className="product-image__fallback" role="img" aria-label={alt}>
          Image not available
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          style={filter ? { filter } : undefined}
          data-testid={testId}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
