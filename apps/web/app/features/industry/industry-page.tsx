import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CtaPanel } from '../../components/ui/cta-panel';
import { PageHero } from '../../components/ui/page-hero';
import { PageColumn } from '../../components/ui/section';
import type { IndustrySolution, industryPage } from '../../content/industries';

/** The page's copy and its six entries, made at build time (routes/industry.tsx) and sent as page data. */
export interface IndustryPageContent {
  page: typeof industryPage;
  industrySolutions: IndustrySolution[];
}

/**
 * product §2 "Industry Solutions": E-Commerce, Banking, Retail, BFSI, FMCG and Healthcare, each
 * with an image, a description and a channel list, in alternating layout.
 */
export function IndustryPage({ page, industrySolutions }: IndustryPageContent) {
  const { hero, cta } = page;
  return (
    <>
      <PageHero hero={hero}>
        <nav aria-label="Industries" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {industrySolutions.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <PageColumn className="space-y-16 py-12 lg:space-y-24 lg:py-16">
        {industrySolutions.map((solution, index) => (
          <section key={solution.id} id={solution.id} aria-labelledby={`${solution.id}-title`} className="grid scroll-mt-24 items-center gap-8 lg:grid-cols-2 lg:gap-14">
            <img
              src={solution.image}
              alt=""
              width={400}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
              // Alternating layout (product §2): the image sits left, then right, then left ...
              className={`w-full rounded-panel bg-brand-50 ${index % 2 === 1 ? 'lg:order-last' : ''}`}
            />
            <div>
              <h2 id={`${solution.id}-title`} className="section-title">
                {solution.heading}
              </h2>
              <p className="mt-4 text-lg text-ink-600">{solution.description}</p>
              <ul className="mt-6 space-y-4">
                {solution.channels.map((channel) => (
                  <li key={channel.name} className="border-l-4 border-accent-400 pl-4">
                    <h3 className="font-semibold text-ink-900">{channel.name}</h3>
                    <p className="mt-1 text-ink-600">{channel.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </PageColumn>

      <CtaPanel titleId="industry-cta" title={cta.title} text={cta.text}>
        <Link to={cta.href} className={buttonClass('light', 'mt-6', 'lg')}>
          {cta.label}
        </Link>
      </CtaPanel>
    </>
  );
}
