import { Accordion } from '../../components/ui/accordion';
import { CheckIcon } from '../../components/ui/icons';
import { CtaBand, IconCard, TitledSection } from '../../components/ui/page-sections';
import { PageColumn, Section } from '../../components/ui/section';
import type { PricingContent } from '../../content/pricing';
import { CtaButton } from '../layout/cta-button';

/**
 * product §13: /price is a real page — how pricing works, from the FAQ facts (product §9: free
 * trial with limited credits; pricing depends on message type, volume and destination), with a
 * quote request.
 */
/** The page's copy comes from content/pricing.ts at build time (routes/price.tsx), as page data. */
export function PricePage({ pricing }: { pricing: PricingContent }) {
  const { hero, factors, billingUnits, volumeTiers, freeTrial, supportPlans, faqTitle, faq, quote } = pricing;
  return (
    <>
      <Section className="bg-gradient-to-b from-brand-50 to-white" columnClassName="grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className="mt-3 page-title">{hero.title}</h1>
          <p className="mt-5 text-lg text-ink-600">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaButton cta={hero.primaryCta} variant="primary" />
            <CtaButton cta={hero.secondaryCta} variant="secondary" />
          </div>
        </div>
        <img src={hero.image} alt="" width={480} height={360} fetchPriority="high" className="mx-auto w-full max-w-lg" />
      </Section>

      <TitledSection headingId="price-factors" title={factors.title} subtitle={factors.subtitle} className="py-14">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {factors.items.map((f) => (
            <IconCard key={f.title} icon={f.icon} title={f.title} text={f.description} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection headingId="price-units" title={billingUnits.title} subtitle={billingUnits.subtitle} className="bg-ink-50" columnClassName="py-14">
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {billingUnits.items.map((u) => (
            <div key={u.channel} className="rounded-card border border-ink-200 bg-white p-5">
              <dt className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-lg font-semibold text-ink-900">{u.channel}</span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{u.unit}</span>
              </dt>
              <dd className="mt-2 text-sm text-ink-600">{u.note}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>

      <TitledSection headingId="price-tiers" title={volumeTiers.title} subtitle={volumeTiers.subtitle} className="py-14">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {volumeTiers.tiers.map((tier, i) => (
            <li
              key={tier.name}
              className={`flex flex-col rounded-panel border p-6 ${i === 1 ? 'border-brand-600 bg-brand-50 shadow-raised' : 'border-ink-200 bg-white shadow-card'}`}
            >
              <h3 className="text-xl font-bold text-ink-900">{tier.name}</h3>
              <p className="mt-1 font-semibold text-brand-700">{tier.volume}</p>
              <p className="mt-3 text-ink-600">{tier.description}</p>
              <ul className="mt-5 space-y-2 text-sm text-ink-700">
                {tier.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-ink-600">{volumeTiers.note}</p>
      </TitledSection>

      <PageColumn className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="price-trial" className="flex flex-col items-start rounded-panel bg-accent-100 p-8">
          <h2 id="price-trial" className="text-2xl font-bold text-ink-900">
            {freeTrial.title}
          </h2>
          <p className="mt-3 flex-1 text-ink-700">{freeTrial.text}</p>
          <div className="mt-6">
            <CtaButton cta={freeTrial.cta} variant="primary" />
          </div>
        </section>
        <section aria-labelledby="price-support" className="flex flex-col items-start rounded-panel border border-ink-200 bg-white p-8">
          <h2 id="price-support" className="text-2xl font-bold text-ink-900">
            {supportPlans.title}
          </h2>
          <p className="mt-3 flex-1 text-ink-700">{supportPlans.text}</p>
          <div className="mt-6">
            <CtaButton cta={supportPlans.cta} variant="secondary" />
          </div>
        </section>
      </PageColumn>

      <TitledSection headingId="price-faq" title={faqTitle} width="text" className="py-16">
        <div className="mt-6">
          <Accordion items={faq.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} headingLevel={3} />
        </div>
      </TitledSection>

      <CtaBand headingId="price-quote" title={quote.title} text={quote.text}>
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaButton cta={quote.primaryCta} variant="accent" />
          <CtaButton cta={quote.secondaryCta} variant="inverse" />
        </div>
      </CtaBand>
    </>
  );
}
