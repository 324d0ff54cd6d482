import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Section } from '../../components/ui/section';
import type { IndustryCard } from '../../content/industries';
import type { BlogTeaser, ServiceContent, ServiceNavItem, servicePageLabels } from '../../content/services';
import { BookDemoButton } from '../demo/demo-modal';
import { ServiceSubNav } from './service-sub-nav';

type ServicePageLabels = typeof servicePageLabels;

/** A blog teaser with its cover's size, and whether its article exists (checked at build time). */
export interface TeaserView extends BlogTeaser {
  imageWidth: number;
  imageHeight: number;
}

interface ServicePageProps {
  service: ServiceContent;
  nav: ServiceNavItem[];
  labels: ServicePageLabels;
  teasers: TeaserView[];
}

/** The service pages' pair of calls to action: talk to an expert, or book a demo. */
function ExpertOrDemo({ contactExpert, className }: { contactExpert: ServicePageLabels['contactExpert']; className: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link to={contactExpert.href} className={buttonClass('primary', '', 'lg')}>
        {contactExpert.label}
      </Link>
      <BookDemoButton variant="secondary" size="lg" />
    </div>
  );
}

/** One page component for the seven services (product §2 "Service pages"); the content module differs. */
export function ServicePage({ service, nav, labels, teasers }: ServicePageProps) {
  const { hero, banner, features, architecture, howItWorks, industryCards, gettingStarted } = service;
  return (
    <>
      <ServiceSubNav items={nav} toggleLabel={labels.subNavToggle} activeSlug={service.slug} />

      <Section className="bg-gradient-to-b from-brand-50 to-white" columnClassName="grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className="mt-3 page-title">{hero.title}</h1>
          <p className="mt-5 text-lg text-ink-600">{hero.subtitle}</p>
          {/* product §2: each hero has a 'Contact an Expert' link to /contact. */}
          <ExpertOrDemo contactExpert={labels.contactExpert} className="mt-8" />
        </div>
        <img src={hero.image} alt="" width={560} height={420} fetchPriority="high" className="mx-auto w-full max-w-xl" />
      </Section>

      <Section aria-labelledby="service-banner">
        <div className="grid items-center gap-8 overflow-hidden rounded-panel bg-brand-900 p-6 text-white sm:p-10 md:grid-cols-5">
          <div className="md:col-span-3">
            <h2 id="service-banner" className="text-2xl font-bold sm:text-3xl">
              {banner.title}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{banner.text}</p>
          </div>
          <img src={banner.image} alt="" width={480} height={320} loading="lazy" className="w-full rounded-card bg-white md:col-span-2" />
        </div>
      </Section>

      <Section aria-labelledby="service-features" className="py-16 lg:py-20">
        <h2 id="service-features" className="section-title">
          {labels.featuresHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
              <span className={`inline-flex size-14 items-center justify-center rounded-card ${feature.bgColor}`}>
                <img src={feature.icon} alt="" width={48} height={48} loading="lazy" className="size-9" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{feature.title}</h3>
              <p className="mt-2 text-ink-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="bg-ink-50" aria-labelledby="service-architecture" columnClassName="py-16 lg:py-20">
        <h2 id="service-architecture" className="section-title">
          {architecture.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-ink-600">{architecture.description}</p>
        <img
          src={architecture.image}
          alt=""
          width={960}
          height={320}
          loading="lazy"
          className="mt-10 w-full rounded-panel border border-ink-200 bg-white"
        />
      </Section>

      <Section aria-labelledby="service-how" className="py-16 lg:py-20">
        <h2 id="service-how" className="section-title">
          {howItWorks.title}
        </h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {howItWorks.paragraphs.map((p) => (
            <p key={p} className="border-l-4 border-accent-400 pl-4 text-ink-700">
              {p}
            </p>
          ))}
        </div>
      </Section>

      {teasers.length > 0 && (
        <Section className="bg-ink-50" aria-labelledby="service-blog" columnClassName="py-16 lg:py-20">
          <h2 id="service-blog" className="section-title">
            {labels.blogHeading}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {teasers.map((t) => (
              <article key={t.id} className="group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
                <img src={t.image} alt="" width={t.imageWidth} height={t.imageHeight} loading="lazy" className="aspect-video w-full bg-brand-50 object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-semibold leading-snug text-ink-900">
                    <Link to={`/blog/${t.slug}`} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
                      {t.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-ink-600">{t.description}</p>
                </div>
              </article>
            ))}
          </div>
        </Section>
      )}

      <Section aria-labelledby="service-industries" className="py-16 lg:py-20">
        <h2 id="service-industries" className="section-title">
          {labels.industriesHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {industryCards.map((card: IndustryCard) => (
            <li key={card.id} className="overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
              <img src={card.image} alt="" width={400} height={300} loading="lazy" className="aspect-[4/3] w-full bg-brand-50 object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-semibold text-ink-900">{card.title}</h3>
                <p className="mt-2 text-sm text-ink-600">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="service-start" className="bg-gradient-to-b from-white to-brand-50" columnClassName="pb-20 pt-4">
        <h2 id="service-start" className="section-title">
          {labels.gettingStartedHeading}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {gettingStarted.map((step, index) => (
            <li key={step.heading} className="rounded-card border border-ink-200 bg-white p-6">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.heading}</h3>
              <p className="mt-2 text-ink-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <ExpertOrDemo contactExpert={labels.contactExpert} className="mt-10" />
      </Section>
    </>
  );
}
