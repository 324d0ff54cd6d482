import { Accordion } from '../../components/ui/accordion';
import type { FaqItem } from '../../content/faq';
import type { HomeContent } from '../../content/home';
import { SectionHeading } from '../../components/ui/section-heading';

/** Home section 10 (spec 2): the FAQ accordion. */
export function FaqSection({ faqSection, faqs }: Pick<HomeContent, 'faqSection'> & { faqs: FaqItem[] }) {
  return (
    <section aria-labelledby="home-faq" className="px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="home-faq" title={faqSection.title} subtitle={faqSection.subtitle} />
        <div className="mt-10">
          <Accordion items={faqs.map((f) => ({ title: f.question, content: <p className="leading-7">{f.answer}</p> }))} />
        </div>
      </div>
    </section>
  );
}
