import { Link } from 'react-router';
import type { HomeContent } from '../../content/home';
import type { PartnerLogo } from '../../content/partners';
import { CtaButton } from '../layout/cta-button';
import type { HomeLabels } from './home-copy';
import { IconPointSection } from '../../components/ui/icon-point-list';
import { PageHero } from '../../components/ui/page-hero';
import { HeadedSection } from '../../components/ui/section-heading';
import { StatList } from '../../components/ui/stat-list';
import { LineIcon } from '../../components/ui/line-icon';

/** Home section 1 (product §2). The hero image is the page's largest paint: loaded eagerly, sized. */
export function HomeHero({ hero }: Pick<HomeContent, 'hero'>) {
  return (
    <PageHero hero={hero} layout="showcase" titleId="home-hero" image={{ src: hero.image, width: 600, height: 480, className: 'mx-auto h-auto w-full max-w-xl' }}>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <CtaButton cta={hero.primaryCta} variant="primary" />
        <CtaButton cta={hero.secondaryCta} variant="secondary" />
      </div>
    </PageHero>
  );
}

/** Home section 3. */
export function ServicesSection({ servicesSection }: Pick<HomeContent, 'servicesSection'>) {
  return (
    <HeadedSection id="services" titleId="home-services" title={servicesSection.title} subtitle={servicesSection.subtitle}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {servicesSection.tiles.map((tile) => (
          <li key={tile.name}>
            <Link
              to={tile.link}
              className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-600"
            >
              <LineIcon href={tile.icon} className="size-12" />
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{tile.name}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{tile.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** Home section 4: the stated claims (product §1 and §9). */
export function TrustSection({ trustSection }: Pick<HomeContent, 'trustSection'>) {
  return (
    <HeadedSection className="bg-brand-900 text-white" titleId="home-trust" title={trustSection.title} subtitle={trustSection.subtitle} onDark>
      <StatList stats={trustSection.stats} look="dark" className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5" />
    </HeadedSection>
  );
}

/** Home section 5. */
export function PartnersSection({ partnersSection, partners, labels }: Pick<HomeContent, 'partnersSection'> & { partners: PartnerLogo[]; labels: HomeLabels }) {
  return (
    <HeadedSection titleId="home-partners" title={partnersSection.title} subtitle={partnersSection.subtitle}>
      <ul aria-label={labels.partnersLabel} className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
        {partners.map((p) => (
          <li key={p.id} className="flex items-center justify-center rounded-card border border-ink-200 bg-white p-4">
            <img src={p.img} alt={p.name} width={220} height={64} loading="lazy" className="h-auto w-full max-w-40" />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** Home section 6. */
export function StandOutSection({ standOut }: Pick<HomeContent, 'standOut'>) {
  return (
    <IconPointSection
      titleId="home-stand-out"
      section={standOut}
      points={standOut.points}
      image={{ src: standOut.image, width: 480, height: 380, side: 'left' }}
      className="bg-ink-50"
    />
  );
}

/** Home section 8. */
export function WhyChooseSection({ whyChooseUs }: Pick<HomeContent, 'whyChooseUs'>) {
  return <IconPointSection titleId="home-why" section={whyChooseUs} points={whyChooseUs.points} columns="md:grid-cols-2 lg:grid-cols-3" className="bg-ink-50" />;
}
