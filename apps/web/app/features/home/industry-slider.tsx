import { Link } from 'react-router';
import { Carousel } from '../../components/ui/carousel';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { HomeContent } from '../../content/home';
import type { IndustryCard } from '../../content/industries';
import { IndustryCardView } from '../industry/industry-card';
import type { HomeLabels } from './home-copy';
import { HeadedSection } from '../../components/ui/section-heading';

/** product §9: the industry slider moves every 3 s; 3 in view, 2 under 1024 px, 1 under 640 px. */
const INDUSTRY_INTERVAL_MS = 3000;

/** Home section 7 (product §2). */
export function IndustrySlider({
  industriesSection,
  industryCards,
  labels: homeCopy,
}: Pick<HomeContent, 'industriesSection'> & { industryCards: IndustryCard[]; labels: HomeLabels }) {
  return (
    <HeadedSection titleId="home-industries" title={industriesSection.title} subtitle={industriesSection.subtitle}>
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
        renderItem={(card) => <IndustryCardView card={card} variant="slide" />}
      />
      <p className="mt-8 text-center">
        <Link to={homeCopy.industryLink.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
          {homeCopy.industryLink.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      </p>
    </HeadedSection>
  );
}
