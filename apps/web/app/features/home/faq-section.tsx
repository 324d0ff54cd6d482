import { Accordion } from '../../components/ui/accordion';
import type { FaqItem } from '../../content/faq';
import type { HomeContent } from '../../content/home';
import { FaqAnswer } from './faq-answer';
import { Section } from '../../components/ui/section';
import { SectionHeading } from '../../components/ui/section-heading';

/** Home section 10 (product §2): the FAQ accordion. */
export function FaqSection({ faqSection, faqs }: Pick<HomeContent, 'faqSection'> & { faqs: FaqItem[] }) {
  return (
    <Section aria-labelledby="home-faq" rhythm>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="home-faq" title={faqSection.title} subtitle={faqSection.subtitle} />
        <div className="mt-10">
          <Accordion items={faqs.map((f) => ({ title: f.question, content: <FaqAnswer item={f} className="leading-7" /> }))} />
        </div>
      </div>
    </Section>
  );
}
