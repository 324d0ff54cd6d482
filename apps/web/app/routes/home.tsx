import { pageSeo } from '../content/seo';
import { ClientStrip } from '../features/home/client-strip';
import { FaqSection } from '../features/home/faq-section';
import { HomeHero, PartnersSection, ServicesSection, StandOutSection, TrustSection, WhyChooseSection } from '../features/home/home-sections';
import { IndustrySlider } from '../features/home/industry-slider';
import { TestimonialsCarousel } from '../features/home/testimonials-carousel';
import { SubscribeBox } from '../features/subscribe/subscribe-box';
import { site } from '../config/site';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/'];
export const meta = () => pageMeta({ title: seo?.title ?? site.name, description: seo?.description ?? site.description, path: '/' });

/** The home page: the eleven sections of spec 2, in order. */
export default function Home() {
  return (
    <>
      <HomeHero />
      <ClientStrip />
      <ServicesSection />
      <TrustSection />
      <PartnersSection />
      <StandOutSection />
      <IndustrySlider />
      <WhyChooseSection />
      <TestimonialsCarousel />
      <FaqSection />
      <SubscribeBox />
    </>
  );
}
