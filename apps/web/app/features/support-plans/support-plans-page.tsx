import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CheckIcon, CloseIcon } from '../../components/ui/icons';
import { CtaPanel } from '../../components/ui/cta-panel';
import { FeatureCard } from '../../components/ui/feature-card';
import { PageHero } from '../../components/ui/page-hero';
import { Section, TitledSection } from '../../components/ui/section';
import { ColumnHeads, TableFrame } from '../../components/ui/table-frame';
import type { PlanCell, PlanName, PlanRow, SupportBenefit, supportPlansPage } from '../../content/support-plans';

/** The benefits, the comparison table and the words around them, made at build time (routes/support-plans.tsx). */
export interface SupportPlansContent {
  page: typeof supportPlansPage;
  supportBenefits: SupportBenefit[];
  planNames: PlanName[];
  planRows: PlanRow[];
}

function Cell({ value, words }: { value: PlanCell; words: Pick<SupportPlansContent['page'], 'yes' | 'no'> }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-success-50 text-success-600">
      <CheckIcon className="size-4" />
      <span className="sr-only">{words.yes}</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-ink-100 text-ink-500">
      <CloseIcon className="size-4" />
      <span className="sr-only">{words.no}</span>
    </span>
  );
}

/** product §2 "Support Plans": a benefits grid and the comparison table of product §9. */
export function SupportPlansPage({ page, supportBenefits, planNames, planRows }: SupportPlansContent) {
  const { hero, benefitsTitle, tableTitle, tableNote, cta } = page;
  return (
    <>
      <PageHero hero={hero} />

      <TitledSection titleId="benefits-title" title={benefitsTitle} className="pb-16">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {supportBenefits.map((benefit) => (
            <FeatureCard
              key={benefit.heading}
              media={<img src={benefit.img} alt="" width={160} height={120} loading="lazy" className="h-20 w-auto" />}
              title={benefit.heading}
              text={benefit.text}
            />
          ))}
        </ul>
      </TitledSection>

      {/* The scrolling table is the named region (its caption); the section around it needs no second one. */}
      <Section className="bg-ink-50" columnClassName="py-16">
        <h2 id="plans-title" className="section-title">
          {tableTitle}
        </h2>
        <p className="mt-2 text-sm text-ink-600 lg:hidden">{page.scrollHint}</p>
        <TableFrame caption={tableTitle} labelledBy="plans-title" minWidth="min-w-[46rem] table-fixed" className="mt-6 bg-white shadow-card">
          <thead>
            <tr className="bg-brand-900 text-white">
              <th scope="col" className="sticky left-0 z-10 w-36 bg-brand-900 sm:w-52 px-4 py-4 font-semibold">
                <span className="sr-only">{page.featureColumn}</span>
              </th>
              <ColumnHeads names={planNames} className="px-4 py-4 text-base font-bold" />
            </tr>
          </thead>
          <tbody>
            {planRows.map((row) => (
              <tr key={row.label} className="border-t border-ink-200 align-top even:bg-ink-50">
                <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-3.5 font-semibold text-ink-900 [tr:nth-child(even)>&]:bg-ink-50">
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={planNames[i]} className="px-4 py-3.5 text-ink-700">
                    <Cell value={value} words={page} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableFrame>
        <p className="mt-4 max-w-4xl text-sm text-ink-600">{tableNote}</p>
      </Section>

      <CtaPanel titleId="plans-cta" title={cta.title} text={cta.text} beside className="py-16" textClassName="mt-3 text-lg text-brand-100">
        <Link to={cta.href} className={buttonClass('light', 'shrink-0', 'lg')}>
          {cta.label}
        </Link>
      </CtaPanel>
    </>
  );
}
