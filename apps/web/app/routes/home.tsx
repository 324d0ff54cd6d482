import { clients } from '../content/clients';
import { faqs } from '../content/faq';
import { home } from '../content/home';
import { industryCards } from '../content/industries';
import { partners } from '../content/partners';
import { pageSeo } from '../content/seo';
import { testimonials } from '../content/testimonials';
import { ClientStrip } from '../features/home/client-strip';
import { formatDate, homeCopy } from '../features/home/home-copy';
import { FaqSection } from '../features/home/faq-section';
import { HomeHero, PartnersSection, ServicesSection, StandOutSection, TrustSection, WhyChooseSection } from '../features/home/home-sections';
import { IndustrySlider } from '../features/home/industry-slider';
import { TestimonialsCarousel } from '../features/home/testimonials-carousel';
import { SubscribeBox } from '../features/subscribe/subscribe-box';
import { subscribeBox } from '../content/subscribe';
import { site } from '../config/site';
import { loadedPageMeta } from '../lib/seo';
import { jsonLdMeta, organizationJsonLd, websiteJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/home';

// Runs at build time only (prerender): the page's copy, logos, cards, testimonials and FAQ
// travel as page data in the HTML, so none of the content modules is in the browser's JavaScript
// (the initial JS budget, docs/decisions/015-paint-first.md).
export function loader() {
  const withDates = testimonials.map((t) => ({ ...t, dateLabel: formatDate(t.date) }));
  return { seo: pageSeo['/'], jsonLd: jsonLdMeta(organizationJsonLd(), websiteJsonLd()), home, labels: homeCopy, clients, partners, industryCards, testimonials: withDates, faqs, subscribeBox };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/', { title: site.name, description: site.description });

/** The home page: the eleven sections of product §2, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home: copy, labels, clients, partners, industryCards, testimonials, faqs, subscribeBox: subscribeCopy } = loaderData;
  return (
    <>
      <HomeHero hero={copy.hero} />
      <ClientStrip clientsStrip={copy.clientsStrip} clients={clients} labels={labels} />
      <ServicesSection servicesSection={copy.servicesSection} />
      <TrustSection trustSection={copy.trustSection} />
      <PartnersSection partnersSection={copy.partnersSection} partners={partners} labels={labels} />
      <StandOutSection standOut={copy.standOut} />
      <IndustrySlider industriesSection={copy.industriesSection} industryCards={industryCards} labels={labels} />
      <WhyChooseSection whyChooseUs={copy.whyChooseUs} />
      <TestimonialsCarousel title={copy.testimonialsSection.title} subtitle={copy.testimonialsSection.subtitle} testimonials={testimonials} labels={labels} />
      <FaqSection faqSection={copy.faqSection} faqs={faqs} />
      <SubscribeBox copy={subscribeCopy} />
    </>
  );
}
