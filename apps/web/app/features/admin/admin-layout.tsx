import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';

/**
 * The admin area's own frame: no public header, footer or marketing
 * links, so an operator sees only the tools.
 */
export function AdminLayout({ children, actions, wide = false }: { children: ReactNode; actions?: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-ink-200 bg-white">
        <div className={`mx-auto flex items-center justify-between gap-3 px-4 py-3 sm:px-6 ${wide ? 'max-w-7xl' : 'max-w-6xl'}`}>
          <Link to="/" className="flex min-h-11 items-center gap-2 text-base font-bold text-brand-900">
            <img src="/images/logo-mark.svg" alt="" width={28} height={28} className="size-7" />
            {/* Under 380 px the mark and the Admin badge carry the header alone. */}
            <span className="whitespace-nowrap max-[379px]:sr-only">{site.name}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700">Admin</span>
          </Link>
          {actions}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
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
