import { Link, NavLink, Outlet } from 'react-router';

/** The frame of every page: skip link, header with the brand and navigation, main, footer. */
export function AppShell() {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <Link className="brand" to="/pricelist">
          Hosting Portal
        </Link>
        <nav aria-label="Main">
          <ul className="app-nav">
            <li>
              <NavLink to="/pricelist">Packages and prices</NavLink>
            </li>
          </ul>
        </nav>
      </header>
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <p>Hosting Portal: websites, hosting and domains.</p>
      </footer>
    </div>
  );
}
