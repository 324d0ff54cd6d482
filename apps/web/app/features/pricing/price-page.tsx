import { Accordion } from '../../components/ui/accordion';
import type { ButtonVariant } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { CtaPanel } from '../../components/ui/cta-panel';
import { FeatureCard, IconBadge } from '../../components/ui/feature-card';
import { PageHero } from '../../components/ui/page-hero';
import { PageColumn, TitledSection } from '../../components/ui/section';
import type { PricingContent } from '../../content/pricing';
import { FaqAnswer } from '../home/faq-answer';
import { CtaButton } from '../layout/cta-button';

type OfferCopy = PricingContent['freeTrial'];

/** One of the two offers side by side under the tiers: trying it in test mode and the support plans. */
function Offer({ titleId, offer, surface, variant }: { titleId: string; offer: OfferCopy; surface: string; variant: ButtonVariant }) {
  return (
    <section aria-labelledby={titleId} className={`flex flex-col items-start rounded-panel ${surface} p-8`}>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {offer.title}
      </h2>
      <p className="mt-3 flex-1 text-ink-700">{offer.text}</p>
      <div className="mt-6">
        <CtaButton cta={offer.cta} variant={variant} />
      </div>
    </section>
  );
}

/**
 * product §13: /price is a real page — how pricing works, from the FAQ facts (product §9: a free
 * trial, which is test mode on the Developer page (docs/decisions/045); pricing depends on message type,
 * volume and destination), with a quote request.
 */
/** The page's copy comes from content/pricing.ts at build time (routes/price.tsx), as page data. */
export function PricePage({ pricing }: { pricing: PricingContent }) {
  const { hero, factors, billingUnits, volumeTiers, freeTrial, supportPlans, faqTitle, faq, quote } = pricing;
  return (
    <>
      <PageHero hero={hero} layout="split" image={{ src: hero.image, width: 480, height: 360, className: 'mx-auto w-full max-w-lg' }}>
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaButton cta={hero.primaryCta} variant="primary" />
          <CtaButton cta={hero.secondaryCta} variant="secondary" />
        </div>
      </PageHero>

      <TitledSection titleId="price-factors" title={factors.title} lead={factors.subtitle} className="py-14">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {factors.items.map((f) => (
            <FeatureCard key={f.title} media={<IconBadge icon={f.icon} />} title={f.title} text={f.description} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="price-units" title={billingUnits.title} lead={billingUnits.subtitle} className="bg-ink-50" columnClassName="py-14">
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

      <TitledSection titleId="price-tiers" title={volumeTiers.title} lead={volumeTiers.subtitle} className="py-14">
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
        <Offer titleId="price-trial" offer={freeTrial} surface="bg-accent-100" variant="primary" />
        <Offer titleId="price-support" offer={supportPlans} surface="border border-ink-200 bg-white" variant="secondary" />
      </PageColumn>

      <TitledSection titleId="price-faq" title={faqTitle} width="text" className="py-16">
        <div className="mt-6">
          <Accordion items={faq.map((item) => ({ title: item.question, content: <FaqAnswer item={item} /> }))} headingLevel={3} />
        </div>
      </TitledSection>

      <CtaPanel titleId="price-quote" title={quote.title} text={quote.text} textClassName="mt-3 max-w-3xl text-lg text-brand-100">
        <div className="mt-8 flex flex-wrap gap-3">
          <CtaButton cta={quote.primaryCta} variant="accent" />
          <CtaButton cta={quote.secondaryCta} variant="inverse" />
        </div>
      </CtaPanel>
    </>
  );
}
