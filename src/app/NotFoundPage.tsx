import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="not-found">
      <title>Page not found</title>
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/pricelist">See packages and prices</Link>
    </div>
  );
}
