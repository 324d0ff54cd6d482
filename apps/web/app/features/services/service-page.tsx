import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CardLink } from '../../components/ui/card-link';
import { FeatureCard, IconBadge } from '../../components/ui/feature-card';
import { PageHero } from '../../components/ui/page-hero';
import { Section, TitledSection } from '../../components/ui/section';
import type { BlogTeaser, ServiceContent, ServiceNavItem, servicePageLabels } from '../../content/services';
import { BookDemoButton } from '../demo/demo-modal';
import { IndustryCardView } from '../industry/industry-card';
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

      <PageHero hero={hero} layout="split" image={{ src: hero.image, width: 560, height: 420, className: 'mx-auto w-full max-w-xl' }}>
        {/* product §2: each hero has a 'Contact an Expert' link to /contact. */}
        <ExpertOrDemo contactExpert={labels.contactExpert} className="mt-8" />
      </PageHero>

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

      <TitledSection titleId="service-features" title={labels.featuresHeading} className="py-16 lg:py-20">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <FeatureCard key={feature.title} media={<IconBadge icon={feature.icon} tint={feature.bgColor} />} title={feature.title} text={feature.description} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="service-architecture" title={architecture.title} className="bg-ink-50" columnClassName="py-16 lg:py-20">
        <p className="mt-4 max-w-3xl text-lg text-ink-600">{architecture.description}</p>
        <img
          src={architecture.image}
          alt=""
          width={960}
          height={320}
          loading="lazy"
          className="mt-10 w-full rounded-panel border border-ink-200 bg-white"
        />
      </TitledSection>

      <TitledSection titleId="service-how" title={howItWorks.title} className="py-16 lg:py-20">
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {howItWorks.paragraphs.map((p) => (
            <p key={p} className="border-l-4 border-accent-400 pl-4 text-ink-700">
              {p}
            </p>
          ))}
        </div>
      </TitledSection>

      {teasers.length > 0 && (
        <TitledSection titleId="service-blog" title={labels.blogHeading} className="bg-ink-50" columnClassName="py-16 lg:py-20">
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {teasers.map((t) => (
              <article key={t.id} className="group relative flex flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
                <img src={t.image} alt="" width={t.imageWidth} height={t.imageHeight} loading="lazy" className="aspect-video w-full bg-brand-50 object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-semibold leading-snug text-ink-900">
                    <CardLink to={`/blog/${t.slug}`}>{t.title}</CardLink>
                  </h3>
                  <p className="mt-2 text-sm text-ink-600">{t.description}</p>
                </div>
              </article>
            ))}
          </div>
        </TitledSection>
      )}

      <TitledSection titleId="service-industries" title={labels.industriesHeading} className="py-16 lg:py-20">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {industryCards.map((card) => (
            <IndustryCardView key={card.id} card={card} variant="item" />
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        titleId="service-start"
        title={labels.gettingStartedHeading}
        className="bg-gradient-to-b from-white to-brand-50"
        columnClassName="pb-20 pt-4"
      >
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {gettingStarted.map((step, index) => (
            <FeatureCard
              key={step.heading}
              flat
              media={
                <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
              }
              title={step.heading}
              text={step.description}
            />
          ))}
        </ol>
        <ExpertOrDemo contactExpert={labels.contactExpert} className="mt-10" />
      </TitledSection>
    </>
  );
}
