import { about } from '../content/about';
import { testimonials } from '../content/testimonials';
import { site } from '../config/site';
import { AboutHero, FeaturesSection, InnovativeSection, MissionVisionSection, OnePlatformSection } from '../features/about/about-sections';
import { formatDate, homeCopy } from '../features/home/home-copy';
import { TestimonialsCarousel } from '../features/home/testimonials-carousel';
import { SubscribeBox } from '../features/subscribe/subscribe-box';
import { subscribeBox } from '../content/subscribe';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/about';

// Runs at build time only (prerender): the copy and testimonials travel as page data in the
// HTML, not as JavaScript (the initial JS budget, docs/decisions/015-paint-first.md).
export function loader() {
  const withDates = testimonials.map((t) => ({ ...t, dateLabel: formatDate(t.date) }));
  return { ...pageHead('/about'), about, labels: homeCopy, testimonials: withDates, subscribeBox };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/about', { title: `About Us | ${site.name}`, description: site.description });

/** The about page: the seven sections of product §2, in order. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { about: copy, labels, testimonials, subscribeBox: subscribeCopy } = loaderData;
  return (
    <>
      <AboutHero hero={copy.hero} />
      <OnePlatformSection onePlatform={copy.onePlatform} />
      <MissionVisionSection missionVision={copy.missionVision} />
      <InnovativeSection innovativeSolutions={copy.innovativeSolutions} />
      <FeaturesSection features={copy.features} />
      <TestimonialsCarousel title={copy.testimonials.title} subtitle={copy.testimonials.subtitle} testimonials={testimonials} labels={labels} />
      <SubscribeBox copy={{ ...subscribeCopy, title: copy.subscribe.title, text: copy.subscribe.text }} />
    </>
  );
}
