import { Accordion } from '../../components/ui/accordion';
import { CheckIcon } from '../../components/ui/icons';
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

      <Section aria-labelledby="price-factors" className="py-14">
        <h2 id="price-factors" className="section-title">
          {factors.title}
        </h2>
        <p className="mt-3 text-lg text-ink-600">{factors.subtitle}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {factors.items.map((f) => (
            <li key={f.title} className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
              <span className="inline-flex size-14 items-center justify-center rounded-card bg-brand-50">
                <img src={f.icon} alt="" width={48} height={48} loading="lazy" className="size-9" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{f.title}</h3>
              <p className="mt-2 text-ink-600">{f.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="bg-ink-50" aria-labelledby="price-units" columnClassName="py-14">
        <h2 id="price-units" className="section-title">
          {billingUnits.title}
        </h2>
        <p className="mt-3 text-lg text-ink-600">{billingUnits.subtitle}</p>
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
      </Section>

      <Section aria-labelledby="price-tiers" className="py-14">
        <h2 id="price-tiers" className="section-title">
          {volumeTiers.title}
        </h2>
        <p className="mt-3 text-lg text-ink-600">{volumeTiers.subtitle}</p>
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
      </Section>

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

      <Section aria-labelledby="price-faq" width="text" className="py-16">
        <h2 id="price-faq" className="section-title">
          {faqTitle}
        </h2>
        <div className="mt-6">
          <Accordion items={faq.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} headingLevel={3} />
        </div>
      </Section>

      <Section aria-labelledby="price-quote" className="pb-20">
        <div className="rounded-panel bg-brand-900 p-8 text-white sm:p-12">
          <h2 id="price-quote" className="text-2xl font-bold sm:text-3xl">
            {quote.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{quote.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaButton cta={quote.primaryCta} variant="accent" />
            <CtaButton cta={quote.secondaryCta} variant="inverse" />
          </div>
        </div>
      </Section>
    </>
  );
}
