import { Link } from 'wouter';
import { useDocumentTitle } from '../common/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="notice-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find this page. It may have moved, or the address may be mistyped.</p>
      <Link href="/" className="button button--primary">
        Browse all products
      </Link>
    </section>
  );
}
