import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CtaPanel } from '../../components/ui/cta-panel';
import { PageHero } from '../../components/ui/page-hero';
import { TitledSection } from '../../components/ui/section';
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
      <PageHero
        hero={hero}
        columnClassName="py-14 text-center lg:py-20"
        titleClassName="mx-auto mt-3 max-w-3xl page-title"
        leadClassName="mx-auto mt-5 max-w-2xl text-lg text-ink-600"
      />
      <TitledSection titleId="client-logos" title={gridTitle} titleClassName="sr-only" className="pb-16">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {clients.map((client, index) => (
            <li key={client.id} className="flex items-center justify-center rounded-card border border-ink-200 bg-white p-5 shadow-card">
              <img src={client.img} alt={client.name} width={220} height={64} loading={index < 8 ? 'eager' : 'lazy'} className="h-auto w-full max-w-44" />
            </li>
          ))}
        </ul>
      </TitledSection>
      <CtaPanel titleId="clients-cta" title={cta.title} text={cta.text} beside>
        <Link to={cta.href} className={buttonClass('light', 'shrink-0', 'lg')}>
          {cta.label}
        </Link>
      </CtaPanel>
    </>
  );
}
