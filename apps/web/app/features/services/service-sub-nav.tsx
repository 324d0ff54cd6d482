import { useState } from 'react';
import { Link } from 'react-router';
import { DisclosureButton } from '../../components/ui/disclosure-button';
import { PageColumn } from '../../components/ui/section';
import type { ServiceNavItem } from '../../content/services';
import { LineIcon } from '../../components/ui/line-icon';

/**
 * product §2 "Service pages": the sub-navigation highlights the active service; on small screens
 * it collapses behind a 'Service' toggle.
 */
export function ServiceSubNav({ items, toggleLabel, activeSlug }: { items: ServiceNavItem[]; toggleLabel: string; activeSlug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="border-b border-ink-200 bg-white">
      <PageColumn>
        <DisclosureButton
          open={open}
          controls="service-sub-nav"
          onClick={() => setOpen((o) => !o)}
          className="my-2 flex min-h-11 w-full items-center justify-between rounded-control px-2 text-sm font-semibold text-ink-900 md:hidden"
        >
          {toggleLabel}
        </DisclosureButton>
        <nav id="service-sub-nav" aria-label="Service pages" className={`${open ? 'block' : 'hidden'} pb-3 md:block md:pb-0`}>
          <ul className="flex flex-col gap-1 md:flex-row md:gap-0 md:overflow-x-auto">
            {items.map((item) => (
              <li key={item.id} className="md:shrink-0">
                <Link
                  to={item.link}
                  onClick={() => setOpen(false)}
                  // The page is prerendered per service; comparing slugs keeps the highlight right for /Services/SMS too.
                  aria-current={item.id === activeSlug ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-control px-3 text-sm font-semibold md:rounded-none md:border-b-2 md:px-4 md:py-3 ${
                    item.id === activeSlug
                      ? 'bg-brand-50 text-brand-700 md:border-brand-600 md:bg-transparent'
                      : 'text-ink-700 hover:text-brand-700 md:border-transparent'
                  }`}
                >
                  <LineIcon href={item.icon} size={24} className="size-6" />
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageColumn>
    </div>
  );
}
