import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageColumn, Section } from '../../components/ui/section';
import type { servicePageLabels, servicesOverview } from '../../content/services';

/** One service as the overview lists it, made at build time (routes/services.tsx). */
export interface ServiceSummary {
  name: string;
  link: string;
  icon: string;
  description: string;
}

interface ServicesOverviewProps {
  copy: typeof servicesOverview;
  contactExpert: (typeof servicePageLabels)['contactExpert'];
  summaries: ServiceSummary[];
}

/** /services (decision 025): a card per service page; the whole card opens it, its name is the link. */
export function ServicesOverview({ copy, contactExpert, summaries }: ServicesOverviewProps) {
  return (
    <>
      <Section className="bg-gradient-to-b from-brand-50 to-white" columnClassName="py-14 lg:py-20">
        <p className="eyebrow">{copy.hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl page-title">{copy.hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-600">{copy.hero.subtitle}</p>
      </Section>

      <PageColumn className="py-12 lg:py-16">
        <ul aria-label={copy.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {summaries.map((s) => (
            <li key={s.link} className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
              <img src={s.icon} alt="" width={48} height={48} loading="lazy" className="size-12" />
              <h2 className="mt-4 text-xl font-semibold text-ink-900">
                <Link
                  to={s.link}
                  className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                >
                  {s.name}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-ink-600">{s.description}</p>
              <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                {copy.more} →
              </p>
            </li>
          ))}
        </ul>
      </PageColumn>

      <Section aria-labelledby="services-cta" className="pb-20">
        <div className="rounded-panel bg-brand-900 p-6 text-white sm:p-10">
          <h2 id="services-cta" className="text-2xl font-bold sm:text-3xl">
            {copy.cta.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{copy.cta.text}</p>
          <Link to={contactExpert.href} className={buttonClass('primary', 'mt-6', 'lg')}>
            {contactExpert.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
