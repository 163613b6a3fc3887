import { lazy, memo, Suspense, useState, type JSXElementConstructor, type ReactNode } from 'react';
import type { ShownPrice } from '../../product-options/model/state';
import { Link } from 'wouter';
import type { ProductDetail } from '../../../contract/catalog';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Price } from '../../ui/Price';
import { ProductImage } from '../../ui/ProductImage';
import { Spinner } from '../../ui/Spinner';
import { useRequest } from '../../common/useRequest';
import { pageDataKey } from '../../../contract/pages';
import { loadProductBySlug } from '../../data/product';
import { categoryLabel } from '../../common/categories';
import { effectPicture } from '../../common/preview';
import { OptionsArea } from './OptionsArea';
import { whenReached } from '../../ui/whenReached';

/** The heart, the rating summary and the view's bookkeeping: a small chunk, as each waits for its own call anyway. */
const ProductDiscovery = lazy(() => import('../../discovery/ProductDiscovery'));
/** The sliders' places: a chunk of its own; each slider's code and products load only when it comes near. */
const ProductPageSliders = lazy(() => import('../../discovery/ProductPageSliders'));
import '../../shared/productList.css';
import './product.css';

/**
 * One part of the page in a Suspense boundary of its own, memoised together (the one place the page's parts are
 * memoised). A price or a preview re-renders ProductView; a boundary the server rendered and React has not taken over
 * yet (its chunk still loading) that receives new props then is thrown away and drawn again from scratch: its HTML
 * replaced, the sliders' places too (seen in 1 load of 10). Memoised, a part skips those re-renders altogether.
 */
function pagePart<P extends object>(Part: JSXElementConstructor<P>, fallback: ReactNode) {
  return memo(function PagePart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}
const DiscoveryPart = pagePart(ProductDiscovery, <div className="product-discovery" />);
/**
 * On a server-rendered page the options are taken over once the shopper can reach them (ui/whenReached.ts): in view
 * (at once on a wide screen), or at their first tap, key or scroll; until then they show as the server drew them, and
 * the live price and a remembered unit come then. Drawn in the browser (another page came first), they render at once.
 */
const ReachedOptions = lazy(() => whenReached('.options-area .sections').then(() => ({ default: OptionsArea })));
const OptionsPart = pagePart(ReachedOptions, null);
const SlidersPart = pagePart(ProductPageSliders, null);

/** The product page at /product/:slug. */
export function ProductPage({ slug }: { slug: string }) {
  const request = useRequest(pageDataKey.product(slug), (signal) => loadProductBySlug(slug, signal));
  useDocumentTitle(request.status === 'done' ? request.data.name : undefined);

  if (request.status === 'loading') return <Spinner label="Loading product" />;
  if (request.status === 'error') {
    return (
      <>
        <ErrorMessage title="This product could not be shown" message={request.message} onRetry={request.retry} />
        <p className="back-link">
          <Link href="/">← Back to all products</Link>
        </p>
      </>
    );
  }
  return <ProductView product={request.data} />;
}

/** What the default price stands for: the first size, format or pack, quantity 1. */
export function defaultConfiguration(p: ProductDetail): string {
  const first = p.sizes[0]?.name ?? p.rugFormats[0]?.name ?? (p.packs[0] ? `pack of ${p.packs[0].pack}` : undefined);
  return first ? `${first}, quantity 1` : 'quantity 1';
}

function ProductView({ product }: { product: ProductDetail }) {
  // The main picture follows the effect chosen in the options (preview-image), and is the original again for "original".
  const [preview, setPreview] = useState<string>();
  const [current, setCurrent] = useState<ShownPrice>();
  const picture = effectPicture(product, preview);
  return (
    <article className="product" aria-labelledby="product-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link href="/">All products</Link>
          </li>
          <li>
            <Link href={`/?category=${product.category}`}>{categoryLabel(product.category)}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product__layout">
        <div className="product__media">
          <ProductImage
            src={picture.src}
            alt={picture.alt}
            place="product"
            filter={picture.filter}
            ratio={4 / 3}
            eager
            className="product__image"
            testId="product-picture"
          />
        </div>
        <div className="product__info">
          <p className="product__brand">{product.brand}</p>
          <h1 id="product-title" className="product__name">
            {product.name}
          </h1>
          <DiscoveryPart productId={product.id} productName={product.name} />
          <p className="product__reference">
            Reference <span data-testid="product-reference">{product.reference}</span>
          </p>
          <div className="product__price-box" aria-label="Price">
            {/* The shopper's own price once their choice is priced; the starting price until then (issue 11). */}
            <Price
              size="lg"
              prefix={current ? undefined : 'from'}
              formatted={current ? (current.formattedTotalPrice ?? current.formattedPrice) : product.defaultPrice.formattedPrice}
              formattedOld={current ? (current.formattedTotalPrice ? undefined : current.formattedOldPrice) : product.defaultPrice.formattedOldPrice}
              testId="product-price"
            />
            <p className="product__price-note">
              {current ? 'Your price, for your choices below.' : `Starting price, for ${defaultConfiguration(product)}. Your price follows your choices below.`}
            </p>
          </div>
          {product.designerType && (
            <div className="product__design-it">
              <Link href={`/designer/${encodeURIComponent(product.slug)}`} className="button button--primary" data-testid="design-it">
                Design it yourself
              </Link>
            </div>
          )}
          <OptionsPart product={product} onPreviewImage={setPreview} onPrice={setCurrent} />
          <section className="product__description" aria-labelledby="description-title">
            <h2 id="description-title">About this product</h2>
            {product.description.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </section>
        </div>
      </div>
      <SlidersPart productId={product.id} slug={product.slug} category={product.category} />
    </article>
  );
}
