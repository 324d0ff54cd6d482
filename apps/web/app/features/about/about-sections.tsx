import type { AboutContent } from '../../content/about';
import { IconPointSection } from '../../components/ui/icon-point-list';
import { PageHero } from '../../components/ui/page-hero';
import { PillList } from '../../components/ui/pill-list';
import { SectionHeading } from '../../components/ui/section-heading';
import { Section } from '../../components/ui/section';
import { StatList } from '../../components/ui/stat-list';

/** About section 1 (product §2): hero with the stated claims. */
export function AboutHero({ hero }: Pick<AboutContent, 'hero'>) {
  return (
    <PageHero hero={hero} layout="showcase" titleId="about-hero" image={{ src: hero.image, width: 560, height: 400, className: 'mx-auto h-auto w-full max-w-xl' }}>
      <StatList stats={hero.stats} look="light" className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" />
    </PageHero>
  );
}

/** About section 2. */
export function OnePlatformSection({ onePlatform }: Pick<AboutContent, 'onePlatform'>) {
  return (
    <Section aria-labelledby="about-platform" rhythm columnClassName="grid items-center gap-10 lg:grid-cols-2">
      <img src={onePlatform.image} alt="" width={480} height={360} loading="lazy" className="mx-auto h-auto w-full max-w-lg" />
      <div>
        <SectionHeading id="about-platform" title={onePlatform.title} align="left" />
        {onePlatform.paragraphs.map((p) => (
          <p key={p} className="mt-4 leading-7 text-ink-600">
            {p}
          </p>
        ))}
        <PillList items={onePlatform.channels} className="mt-6 flex flex-wrap gap-2" />
      </div>
    </Section>
  );
}

/** About section 3. */
export function MissionVisionSection({ missionVision }: Pick<AboutContent, 'missionVision'>) {
  const cards = [missionVision.mission, missionVision.vision];
  return (
    <Section aria-label={cards.map((c) => c.title).join(' and ')} className="bg-ink-50" rhythm columnClassName="grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <article key={card.title} className="rounded-panel border border-ink-200 bg-white p-8 shadow-card">
          <img src={card.image} alt="" width={240} height={180} loading="lazy" className="h-auto w-40" />
          <h2 className="mt-6 text-2xl font-bold tracking-tight text-ink-900">{card.title}</h2>
          <p className="mt-3 leading-7 text-ink-600">{card.text}</p>
        </article>
      ))}
    </Section>
  );
}

/** About section 4. */
export function InnovativeSection({ innovativeSolutions: s }: Pick<AboutContent, 'innovativeSolutions'>) {
  return (
    <IconPointSection
      titleId="about-innovative"
      section={s}
      points={s.items}
      columns="sm:grid-cols-2"
      image={{ src: s.image, width: 480, height: 360, side: 'right' }}
    />
  );
}

/** About section 5. */
export function FeaturesSection({ features }: Pick<AboutContent, 'features'>) {
  return <IconPointSection titleId="about-features" section={features} points={features.items} columns="md:grid-cols-2 lg:grid-cols-3" className="bg-ink-50" />;
}
