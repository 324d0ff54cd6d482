import type { ReactNode } from 'react';
import { PageColumn } from '../../components/ui/section';
import { countryContact, site, telHref } from '../../config/site';
import type { LegalDocument } from '../../content/legal';

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The info mailbox and the sales phone inside the policy text become links. */
function linkify(text: string): ReactNode[] {
  const phone = countryContact('IN').salesPhone;
  const links: Record<string, string> = { [site.emails.info]: `mailto:${site.emails.info}`, [phone]: telHref(phone) };
  const pattern = new RegExp(`(${Object.keys(links).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, i) =>
    links[part] ? (
      <a key={i} href={links[part]} className="font-medium text-brand-700 underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** product §2 "Legal pages": the privacy policy and the terms, with a contents list. */
export function LegalPage({ doc, updatedLabel, contentsLabel }: { doc: LegalDocument; updatedLabel: string; contentsLabel: string }) {
  return (
    <PageColumn className="pb-20">
      <header className="border-b border-ink-200 py-12 lg:py-16">
        <h1 className="page-title">{doc.title}</h1>
        <p className="mt-3 text-sm text-ink-600">
          {updatedLabel} {doc.updated}
        </p>
      </header>
      <div className="grid gap-10 pt-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <h2 className="text-xs font-bold uppercase tracking-wide text-ink-600">{contentsLabel}</h2>
          <ol className="mt-3 space-y-1 border-l border-ink-200 text-sm">
            {doc.sections.map((s) => (
              <li key={s.heading}>
                <a href={`#${slug(s.heading)}`} className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-ink-600 hover:border-brand-600 hover:text-ink-900">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl text-ink-700 leading-7 [overflow-wrap:anywhere]">
          {doc.intro.map((p) => (
            <p key={p} className="mb-4 text-lg">
              {linkify(p)}
            </p>
          ))}
          {doc.sections.map((s) => (
            <section key={s.heading} aria-labelledby={slug(s.heading)} className="mt-10">
              <h2 id={slug(s.heading)} className="scroll-mt-24 text-xl font-bold text-ink-900 sm:text-2xl">
                {s.heading}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-4">
                  {linkify(p)}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </PageColumn>
  );
}
