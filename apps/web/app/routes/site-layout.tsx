import { Link, NavLink, Outlet } from 'react-router';
import { site } from '../config/site';

// The plain shell of the walking skeleton; issue 4 replaces it with the full header and footer.
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Link to="/" className="text-lg font-bold text-brand-900">
            {site.name}
          </Link>
          <nav aria-label="Main">
            <ul className="flex gap-5 text-sm font-medium text-ink-700">
              <li>
                <NavLink to="/" end className={({ isActive }) => (isActive ? 'text-brand-700' : 'hover:text-brand-700')}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact" className={({ isActive }) => (isActive ? 'text-brand-700' : 'hover:text-brand-700')}>
                  Contact Us
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-ink-200 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-ink-600 sm:px-6">
          <p>{site.description}</p>
          <p className="mt-2">
            © {new Date().getFullYear()} {site.name}. <a className="underline" href={`mailto:${site.emails.info}`}>{site.emails.info}</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
