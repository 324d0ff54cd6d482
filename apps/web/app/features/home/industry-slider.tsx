import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { HomeContent } from '../../content/home';
import type { IndustryCard } from '../../content/industries';
import type { HomeLabels } from './home-copy';
import { SectionHeading } from '../../components/ui/section-heading';
import { Section } from '../../components/ui/section';

/** product §9: the industry slider moves every 3 s; 3 in view, 2 under 1024 px, 1 under 640 px. */
const INDUSTRY_INTERVAL_MS = 3000;

/** Home section 7 (product §2). */
export function IndustrySlider({
  industriesSection,
  industryCards,
  labels: homeCopy,
}: Pick<HomeContent, 'industriesSection'> & { industryCards: IndustryCard[]; labels: HomeLabels }) {
  return (
    <Section aria-labelledby="home-industries" rhythm>
      <SectionHeading id="home-industries" title={industriesSection.title} subtitle={industriesSection.subtitle} />
      <Carousel
        items={industryCards}
        label={homeCopy.industrySliderLabel}
        intervalMs={INDUSTRY_INTERVAL_MS}
        perView={{ base: 1, sm: 2, lg: 3 }}
        previousLabel={homeCopy.previousIndustry}
        nextLabel={homeCopy.nextIndustry}
        itemKey={(card) => card.id}
        className="mt-12"
        slideClassName="px-3"
        renderItem={(card) => (
          <article className="h-full overflow-hidden rounded-card border border-ink-200 bg-white shadow-card">
            <img src={card.image} alt="" width={400} height={300} loading="lazy" className="aspect-[4/3] w-full bg-brand-50 object-cover" />
            <div className="p-6">
              <h3 className="text-lg font-semibold text-ink-900">{card.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{card.description}</p>
            </div>
          </article>
        )}
      />
      <p className="mt-8 text-center">
        <Link to={homeCopy.industryLink.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
          {homeCopy.industryLink.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
