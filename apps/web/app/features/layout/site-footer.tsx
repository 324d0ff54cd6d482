import { Link } from 'react-router';
import { site, telHref } from '../../config/site';
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from '../../components/ui/icons';
import { PageColumn } from '../../components/ui/section';
import { useCountry } from './country';
import { FloatingActions } from './floating-actions';
import { Logo } from './logo';
import { footerContent, serviceLinks, type NavLinkItem } from './nav';

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'inline-flex min-h-8 items-center text-ink-300 hover:text-white';

/** One item of the footer's link lists (the columns and the legal links). */
const linkItem = (link: NavLinkItem) => (
  <li key={link.label}>
    <Link to={link.to} className={linkClass}>
      {link.label}
    </Link>
  </li>
);

/**
 * The footer (product §2): description, contact details (of the chosen country: product §13),
 * quick links, service links, resources, legal links and social links.
 */
export function SiteFooter() {
  const { country } = useCountry();
  const { headings, contactLabels } = footerContent;
  /** A column of links under its heading, which names the list. */
  const linkColumn = (id: string, title: string, links: readonly NavLinkItem[]) => (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-1.5 text-sm">{links.map(linkItem)}</ul>
    </nav>
  );
  /** A phone number of the chosen country's contact, after its label (sales, support). */
  const phoneLine = (label: string, phone: string) => (
    <p className="flex gap-2">
      <PhoneIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        {label}:{' '}
        <a href={telHref(phone)} className="text-ink-300 hover:text-white">
          {phone}
        </a>
      </span>
    </p>
  );
  return (
    <footer className="bg-ink-900 text-ink-300">
      <PageColumn className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-3">
          <Logo light className="h-9 w-auto" />
          <p className="mt-4 text-sm leading-6">{footerContent.description}</p>
          <h2 className={`${headingClass} mt-6`}>{headings.social}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={`${linkClass} gap-1.5`}>
                  <SocialIcon name={s.name} className="size-5" />
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          {linkColumn('footer-quick-links', headings.quickLinks, footerContent.quickLinks)}
        </div>
        <div className="lg:col-span-2">
          {linkColumn('footer-services', headings.services, serviceLinks)}
        </div>
        <div className="lg:col-span-2">
          {linkColumn('footer-resources', headings.resources, footerContent.resources)}
        </div>
        <div className="lg:col-span-3">
          <h2 className={headingClass}>{headings.contact}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <PinIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block font-semibold text-white">{country.office.label}</span>
                {country.office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {phoneLine(contactLabels.sales, country.salesPhone)}
            {phoneLine(contactLabels.support, country.supportPhone)}
            <p className="flex gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.emails.info}`} className="break-all text-ink-300 hover:text-white">
                {site.emails.info}
              </a>
            </p>
          </address>
        </div>
      </PageColumn>
      <div className="border-t border-white/10">
        <PageColumn className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{footerContent.copyright(new Date().getFullYear())}</p>
          <nav aria-label={headings.legal}>
            <ul className="flex gap-5">{footerContent.legal.map(linkItem)}</ul>
          </nav>
        </PageColumn>
      </div>
      {/* Fixed to the corner of the screen; part of the footer (product §2 "Footer") and its landmark. */}
      <FloatingActions />
    </footer>
  );
}
