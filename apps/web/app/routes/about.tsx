import { about } from '../content/about';
import { pageSeo } from '../content/seo';
import { site } from '../config/site';
import { AboutHero, FeaturesSection, InnovativeSection, MissionVisionSection, OnePlatformSection } from '../features/about/about-sections';
import { TestimonialsCarousel } from '../features/home/testimonials-carousel';
import { SubscribeBox } from '../features/subscribe/subscribe-box';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/about'];
export const meta = () =>
  pageMeta({ title: seo?.title ?? `About Us | ${site.name}`, description: seo?.description ?? site.description, path: '/about' });

/** The about page: the seven sections of spec 2, in order. */
export default function About() {
  return (
    <>
      <AboutHero />
      <OnePlatformSection />
      <MissionVisionSection />
      <InnovativeSection />
      <FeaturesSection />
      <TestimonialsCarousel title={about.testimonials.title} subtitle={about.testimonials.subtitle} />
      <SubscribeBox title={about.subscribe.title} text={about.subscribe.text} />
    </>
  );
}
