import { useId, useState, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { site, telHref } from '../../config/site';
import { buttonClass } from '../../components/ui/button';
import { DisclosureButton } from '../../components/ui/disclosure-button';
import { PhoneIcon } from '../../components/ui/icons';
import { useAuth } from '../auth/auth-context';
import { BookDemoButton } from '../demo/demo-modal';
import { useCountry } from './country';
import { apiDocumentationLink, mainLinks, resourceLinks, serviceLinks, shellLabels, supportLinks, type NavLinkItem } from './nav';

const linkClass = 'flex min-h-11 items-center rounded-control px-3 text-base font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-700';
const subLinkClass = 'flex min-h-11 items-center rounded-control px-3 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700';

/** A link of the menu as an item of its list; the main bar's links are NavLinks, which mark the current page. */
const linkItem = (link: NavLinkItem, className: string, As: typeof Link | typeof NavLink = Link) => (
  <li key={link.label}>
    <As to={link.to} className={className}>
      {link.label}
    </As>
  </li>
);

/** A click-to-open group of links (product §4: on mobile, Resources opens on click). */
function MenuGroup({ label, links, open, onToggle }: { label: string; links: NavLinkItem[]; open: boolean; onToggle(): void }) {
  const id = useId();
  return (
    <li>
      <DisclosureButton open={open} controls={id} chevronClassName="size-5" onClick={onToggle} className={`${linkClass} w-full justify-between`}>
        {label}
      </DisclosureButton>
      <ul id={id} hidden={!open} className="ml-3 border-l border-ink-200 pl-2">
        {links.map((link) => linkItem(link, subLinkClass))}
      </ul>
    </li>
  );
}

/**
 * What the mobile slide-in menu holds (product §2): the main bar's links plus API Documentation, and on
 * small screens also what the top strip holds (support, country, login). Loaded when the menu first
 * opens (mobile-menu.tsx), so no page pays for it up front (docs/decisions/015-paint-first.md).
 */
export default function MobileMenuPanel({ close }: { close(): void }) {
  const [group, setGroup] = useState<'services' | 'resources' | null>(null);
  const { country, setCountry } = useCountry();
  const { user, openLogin, logout } = useAuth();
  const toggleGroup = (name: 'services' | 'resources') => setGroup((g) => (g === name ? null : name));

  // Following any link closes the menu.
  function onMenuClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a')) close();
  }

  return (
    <div className="flex flex-1 flex-col gap-6 p-5 pt-6" onClick={onMenuClick}>
      <h2 id="mobile-menu-title" className="text-lg font-bold text-ink-900">
        {shellLabels.menuTitle}
      </h2>
      <nav aria-label={shellLabels.mainNav}>
        <ul className="space-y-0.5">
          <MenuGroup label={shellLabels.services} links={serviceLinks} open={group === 'services'} onToggle={() => toggleGroup('services')} />
          {mainLinks.map((link) => linkItem(link, linkClass, NavLink))}
          <MenuGroup label={shellLabels.resources} links={resourceLinks} open={group === 'resources'} onToggle={() => toggleGroup('resources')} />
          {linkItem(apiDocumentationLink, linkClass)}
        </ul>
      </nav>
      <div>
        <h3 className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-600">{shellLabels.support}</h3>
        <ul className="mt-1 space-y-0.5">
          {linkItem(supportLinks.helpCenter, subLinkClass)}
          <li>
            <a href={telHref(country.supportPhone)} className={subLinkClass}>
              {supportLinks.talkToSupport}
            </a>
          </li>
          {linkItem(supportLinks.supportPlans, subLinkClass)}
        </ul>
      </div>
      <div>
        <h3 id="mobile-country-label" className="px-3 text-xs font-semibold uppercase tracking-wide text-ink-600">
          {shellLabels.countryPickerTitle}
        </h3>
        <div role="group" aria-labelledby="mobile-country-label" className="mt-2 flex gap-2 px-3">
          {site.countries.map((c) => (
            <button
              key={c.code}
              type="button"
              aria-pressed={c.code === country.code}
              onClick={() => setCountry(c.code)}
              className={`min-h-11 flex-1 rounded-control border text-sm font-semibold ${
                c.code === country.code ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-ink-300 text-ink-700'
              }`}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-auto flex flex-col gap-3">
        <a href={telHref(country.salesPhone)} className={buttonClass('secondary')}>
          <PhoneIcon className="size-4" />
          {shellLabels.contactSales}
        </a>
        <BookDemoButton onClick={close} />
        {user && (
          <Link to={shellLabels.developerPath} className={buttonClass('ghost')}>
            {shellLabels.developer}
          </Link>
        )}
        {user && (
          <Link to={shellLabels.accountPath} className={buttonClass('ghost')}>
            {shellLabels.account}
          </Link>
        )}
        {user ? (
          <button
            type="button"
            onClick={() => {
              close();
              void logout();
            }}
            className={buttonClass('ghost')}
          >
            {shellLabels.logout}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              close();
              openLogin();
            }}
            className={buttonClass('ghost')}
          >
            {shellLabels.login}
          </button>
        )}
      </div>
    </div>
  );
}
