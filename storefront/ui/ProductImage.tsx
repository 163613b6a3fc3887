import { useEffect, useRef, useState } from 'react';
import { pictureAttributes, type PicturePlace } from '../../contract/pictures';
import './ui.css';

interface ProductImageProps {
  src: string;
  alt: string;
  /** Width / height of the box the image fills; the picture is contained, never cropped. */
  ratio?: number;
  /** Where it is shown: picks the catalogue picture's renderings the browser chooses from (contract/pictures.ts). */
  place: PicturePlace;
  eager?: boolean;
  className?: string;
  /** A CSS filter on the picture (an effect preview: sepia, grayscale). */
  filter?: string;
  testId?: string;
}

/**
 * A product picture in a fixed-ratio box: lazy by default, over a soft placeholder while it loads, and a message if
 * it fails. Shown as it arrives (no fade from transparent): on a server-rendered page the picture may load before
 * the app runs, and without JavaScript it must show at all.
 */
export function ProductImage({ src, alt, ratio = 1, place, eager = false, className = '', filter, testId }: ProductImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const img = useRef<HTMLImageElement>(null);
  // A picture that loaded or failed before the app took the page over fired its event before React listened.
  useEffect(() => {
    const el = img.current;
    if (el?.complete) setState(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [src]);
  return (
    <div className={`product-image product-image--${state} ${className}`} style={{ aspectRatio: String(ratio) }}>
      {state === 'failed' ? (
        <span className="product-image__fallback" role="img" aria-label={alt}>
          Image not available
        </span>
      ) : (
        <img
          ref={img}
          {...pictureAttributes(src, place)}
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
