import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { HomeContent } from '../../content/home';
import type { IndustryCard } from '../../content/industries';
import { IndustryCardView } from '../industry/industry-card';
import { CardCarousel } from './card-carousel';
import type { HomeLabels } from './home-copy';
import { HeadedSection } from '../../components/ui/section-heading';

/** product §9: the industry slider moves every 3 s. */
const INDUSTRY_INTERVAL_MS = 3000;

/** Home section 7 (product §2). */
export function IndustrySlider({ industriesSection, industryCards, labels }: Pick<HomeContent, 'industriesSection'> & { industryCards: IndustryCard[]; labels: HomeLabels }) {
  return (
    <HeadedSection titleId="home-industries" title={industriesSection.title} subtitle={industriesSection.subtitle}>
      <CardCarousel
        items={industryCards}
        label={labels.industrySliderLabel}
        intervalMs={INDUSTRY_INTERVAL_MS}
        previousLabel={labels.previousIndustry}
        nextLabel={labels.nextIndustry}
        itemKey={(card) => card.id}
        renderItem={(card) => <IndustryCardView card={card} variant="slide" />}
      />
      <p className="mt-8 text-center">
        <Link to={labels.industryLink.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
          {labels.industryLink.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      </p>
    </HeadedSection>
  );
}
