import { useState } from 'react';
import { NavLink } from 'react-router';
import { telHref } from '../../config/site';
import { buttonClass } from '../../components/ui/button';
import { Dropdown, dropdownItemClass } from '../../components/ui/dropdown';
import { PhoneIcon } from '../../components/ui/icons';
import { PageColumn } from '../../components/ui/section';
import { BookDemoButton } from '../demo/demo-modal';
import { SiteSearch } from '../search/site-search';
import { useCountry } from './country';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainLinks, resourceLinks, serviceLinks, shellLabels, type NavLinkItem } from './nav';
import { TopStrip } from './top-strip';
import { useScrolledPast } from './use-scrolled-past';

/** product §9: the header takes a shadow after 20 px of scroll. */
const HEADER_SHADOW_AFTER_PX = 20;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-sm font-semibold hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-ink-700'}`;

function LinkList({ links }: { links: NavLinkItem[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <NavLink to={link.to} className={dropdownItemClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header (product §2 "Persistent pieces"): the top strip scrolls away and the main bar
 * sticks (the header is sticky at minus the strip's height).
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const [openMenu, setOpenMenu] = useState<'services' | 'resources' | null>(null);
  const { country } = useCountry();
  const toggle = (menu: 'services' | 'resources') => (open: boolean) =>
    setOpenMenu((current) => (open ? menu : current === menu ? null : current));
  // One dropdown of the main bar; opening one closes the other.
  const menu = (name: 'services' | 'resources', links: NavLinkItem[]) => (
    <li>
      <Dropdown
        label={shellLabels[name]}
        hover
        open={openMenu === name}
        onOpenChange={toggle(name)}
        buttonClassName="min-h-11 rounded-control px-3 text-sm font-semibold text-ink-700 hover:text-brand-700"
      >
        <LinkList links={links} />
      </Dropdown>
    </li>
  );

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 z-30 bg-white transition-shadow duration-200 lg:-top-11 ${scrolled ? 'shadow-raised' : ''}`}
    >
      <TopStrip />
      <div className="border-b border-ink-200">
        <PageColumn className="flex h-16 items-center justify-between gap-4 lg:h-18">
          <Logo />
          <nav aria-label={shellLabels.mainNav} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {menu('services', serviceLinks)}
              {mainLinks.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to} end className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {menu('resources', resourceLinks)}
            </ul>
          </nav>
          <div className="flex items-center gap-1 lg:gap-2">
            <SiteSearch />
            <div className="hidden items-center gap-2 lg:flex">
              <a href={telHref(country.salesPhone)} className={buttonClass('ghost')}>
                <PhoneIcon className="size-4" />
                {shellLabels.contactSales}
              </a>
              <BookDemoButton />
            </div>
            <MobileMenu />
          </div>
        </PageColumn>
      </div>
    </header>
  );
}
