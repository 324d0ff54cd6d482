import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { site } from '../../config/site';

/**
 * The admin area's own frame: no public header, footer or marketing
 * links, so an operator sees only the tools.
 */
export function AdminLayout({
  children,
  actions,
  nav = false,
  wide = false,
}: {
  children: ReactNode;
  actions?: ReactNode;
  /** The signed-in screens' navigation (Dashboard, Analytics, Content, Security, Audit, Integrations). */
  nav?: boolean;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-ink-200 bg-white">
        <div className={`mx-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 sm:px-6 ${wide ? 'max-w-7xl' : 'max-w-6xl'}`}>
          <Link to="/" className="flex min-h-11 items-center gap-2 text-base font-bold text-brand-900">
            <img src="/images/logo-mark.svg" alt="" width={28} height={28} className="size-7" />
            {/* Under 380 px the mark and the Admin badge carry the header alone. */}
            <span className="whitespace-nowrap max-[379px]:sr-only">{site.name}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700">Admin</span>
          </Link>
          {/* On a phone the links take a row of their own under the logo and Log out; from 768 px they sit between. */}
          {nav && <AdminNav />}
          {actions}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

const navLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/security', label: 'Security' },
  { to: '/admin/audit', label: 'Audit' },
  { to: '/admin/integrations', label: 'Integrations' },
];

/** NavLink marks the page being shown with aria-current="page" (matching paths in any letter case, product §13). */
function AdminNav() {
  return (
    <nav aria-label="Admin" className="order-last w-full md:order-none md:w-auto md:flex-1">
      <ul className="flex flex-wrap gap-1 md:justify-center">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="flex min-h-11 items-center rounded-control px-3 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The centred card of the login and sign-up pages. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-panel border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-2 text-sm text-ink-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink-700">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 shrink-0 rounded border-ink-300 accent-brand-600"
      />
      <span>{label}</span>
    </label>
  );
}
