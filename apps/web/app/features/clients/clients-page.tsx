import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CtaBand, PageHero } from '../../components/ui/page-sections';
import { Section } from '../../components/ui/section';
import type { ClientLogo, clientsPage } from '../../content/clients';

/** The logos and the words around them, made at build time (routes/clients.tsx) and sent as page data. */
export interface ClientsPageContent {
  page: typeof clientsPage;
  clients: ClientLogo[];
}

/** product §2 "Our Clients": a logo grid. */
export function ClientsPage({ page, clients }: ClientsPageContent) {
  const { hero, gridTitle, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} center subtitleWidth="max-w-2xl" columnClassName="py-14 text-center lg:py-20" />
      <Section aria-labelledby="client-logos" className="pb-16">
        <h2 id="client-logos" className="sr-only">
          {gridTitle}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {clients.map((client, index) => (
            <li key={client.id} className="flex items-center justify-center rounded-card border border-ink-200 bg-white p-5 shadow-card">
              <img src={client.img} alt={client.name} width={220} height={64} loading={index < 8 ? 'eager' : 'lazy'} className="h-auto w-full max-w-44" />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand headingId="clients-cta" title={cta.title} text={cta.text} row>
        <Link to={cta.href} className={buttonClass('light', 'shrink-0', 'lg')}>
          {cta.label}
        </Link>
      </CtaBand>
    </>
  );
}
