import { useId } from 'react';
import { CardCarousel } from './card-carousel';
import { StarIcon } from '../../components/ui/icons';
import type { Testimonial } from '../../content/testimonials';
import type { HomeLabels } from './home-copy';
import { HeadedSection } from '../../components/ui/section-heading';

/** product §9: testimonials move every 2 s with an 800 ms transition. */
const TESTIMONIALS_INTERVAL_MS = 2000;
const TESTIMONIALS_TRANSITION_MS = 800;

/** A testimonial as the page receives it: the date as shown is made at build time. */
type TestimonialView = Testimonial & { dateLabel: string };

type TestimonialLabels = Pick<HomeLabels, 'stars' | 'testimonialsLabel' | 'previousTestimonial' | 'nextTestimonial'>;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label.replace('{rating}', String(rating))} className="flex gap-0.5 text-warn-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} className={`size-4 ${n <= rating ? '' : 'text-ink-300'}`} />
      ))}
    </span>
  );
}

function TestimonialCard({ t, starsLabel }: { t: TestimonialView; starsLabel: string }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <Stars rating={t.rating} label={starsLabel} />
      <blockquote className="mt-4 flex-1 text-ink-700">
        <p>“{t.comment}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img src={t.img} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full bg-brand-50" />
        <span className="min-w-0">
          <span className="block font-semibold text-ink-900">{t.name}</span>
          <span className="block text-sm text-ink-600">
            {t.role}, {t.company}
          </span>
          <time dateTime={t.date} className="block text-xs text-ink-600">
            {t.dateLabel}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}

/** The testimonials carousel section (product §2, Home section 9 and About). */
export function TestimonialsCarousel({
  title,
  subtitle,
  testimonials,
  labels: homeCopy,
}: {
  title: string;
  subtitle: string;
  testimonials: TestimonialView[];
  labels: TestimonialLabels;
}) {
  const headingId = useId();
  return (
    <HeadedSection className="bg-brand-50" titleId={headingId} title={title} subtitle={subtitle}>
      <CardCarousel
        items={testimonials}
        label={homeCopy.testimonialsLabel}
        intervalMs={TESTIMONIALS_INTERVAL_MS}
        transitionMs={TESTIMONIALS_TRANSITION_MS}
        previousLabel={homeCopy.previousTestimonial}
        nextLabel={homeCopy.nextTestimonial}
        itemKey={(t) => t.name}
        renderItem={(t) => <TestimonialCard t={t} starsLabel={homeCopy.stars} />}
      />
    </HeadedSection>
  );
}
