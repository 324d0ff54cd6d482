import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CardLink } from '../../components/ui/card-link';
import { CtaPanel } from '../../components/ui/cta-panel';
import { PageHero } from '../../components/ui/page-hero';
import { PageColumn } from '../../components/ui/section';
import type { servicePageLabels, servicesOverview } from '../../content/services';
import { LineIcon } from '../../components/ui/line-icon';

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
      <PageHero hero={copy.hero} leadClassName="mt-5 max-w-2xl text-lg text-ink-600" />

      <PageColumn className="py-12 lg:py-16">
        <ul aria-label={copy.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {summaries.map((s) => (
            <li key={s.link} className="group relative flex flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
              <LineIcon href={s.icon} className="size-12" />
              <h2 className="mt-4 text-xl font-semibold text-ink-900">
                <CardLink to={s.link} ring>
                  {s.name}
                </CardLink>
              </h2>
              <p className="mt-2 flex-1 text-ink-600">{s.description}</p>
              <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                {copy.more} →
              </p>
            </li>
          ))}
        </ul>
      </PageColumn>

      <CtaPanel titleId="services-cta" title={copy.cta.title} text={copy.cta.text} padding="p-6 sm:p-10">
        <Link to={contactExpert.href} className={buttonClass('primary', 'mt-6', 'lg')}>
          {contactExpert.label}
        </Link>
      </CtaPanel>
    </>
  );
}
