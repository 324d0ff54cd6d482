import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
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
      <Section className="bg-gradient-to-b from-brand-50 to-white" columnClassName="py-14 text-center lg:py-20">
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 className="mx-auto mt-3 max-w-3xl page-title">{hero.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-600">{hero.subtitle}</p>
      </Section>
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
      <Section aria-labelledby="clients-cta" className="pb-20">
        <div className="flex flex-col items-start gap-6 rounded-panel bg-brand-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="clients-cta" className="text-2xl font-bold sm:text-3xl">
              {cta.title}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-brand-100">{cta.text}</p>
          </div>
          <Link
            to={cta.href}
            className={buttonClass('light', 'shrink-0', 'lg')}
          >
            {cta.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
