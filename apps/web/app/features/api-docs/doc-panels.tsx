import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiDoc, CodeSample, DocError, DocGroup, DocParam, DocSection, GuideDoc, comingSoon } from '../../content/api-docs';
import { buttonClass } from '../../components/ui/button';
import { ColumnHeads, TableFrame } from '../../components/ui/table-frame';
import { useDocWords } from './doc-words';
import { CodeBlock, CodeSamples } from './code-samples';

export interface TocEntry {
  id: string;
  label: string;
}

/** A documented service with its code samples, made at build time (routes/api-docs.tsx). */
export interface DocWithSamples extends ApiDoc {
  samples: CodeSample[];
}

export type ComingSoonCopy = typeof comingSoon;

// Try it (docs/decisions/034-test-mode.md) loads its code when a reader opens it, never with the page.
const TryItPanel = lazy(() => import('./try-it-panel'));

function TryIt({ callId }: { callId: DocSection['callId'] }) {
  const words = useDocWords();
  const [open, setOpen] = useState(false);
  if (!callId) return null;
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} className="mt-6 rounded-card border border-brand-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-brand-700">{words.tryIt}</summary>
      {open && (
        <Suspense fallback={null}>
          <TryItPanel callId={callId} CodeBlock={CodeBlock} CodeSamples={CodeSamples} />
        </Suspense>
      )}
    </details>
  );
}

/** The sections the Table of Content lists for what the centre panel shows. */
export function tocEntries(group: DocGroup | null, doc: ApiDoc | null, getStarted: GuideDoc): TocEntry[] {
  if (!group) return getStarted.sections.map((s) => ({ id: s.id, label: s.heading }));
  if (doc) return doc.sections.map((s) => ({ id: s.id, label: s.heading }));
  return group.items.map((i) => ({ id: i.id, label: i.label }));
}

const h3Class = 'scroll-mt-24 text-xl font-bold text-ink-900 focus:outline-none';
const h4Class = 'mt-8 text-base font-semibold text-ink-900';

/** A section's text: its paragraphs, then its bullet list or, in the guide, its numbered steps. */
function Prose({ paragraphs, items, numbered = false }: { paragraphs: string[]; items?: string[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <>
      {paragraphs.map((p) => (
        <p key={p} className="mt-3 text-ink-700 leading-7">
          {p}
        </p>
      ))}
      {items && (
        <List
          className={
            numbered ? 'mt-4 list-decimal space-y-2 pl-6 text-ink-700 marker:font-semibold marker:text-brand-700' : 'mt-4 list-disc space-y-2 pl-6 text-ink-700 marker:text-brand-600'
          }
        >
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )}
    </>
  );
}

/** A section of a panel, named by its h3: the Table of Content's links move focus to that heading. */
function DocSection({
  section,
  className = 'border-b border-ink-100 py-8 last:border-b-0',
  children,
}: {
  section: { id: string; heading: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={section.id} className={className}>
      <h3 id={section.id} tabIndex={-1} className={h3Class}>
        {section.heading}
      </h3>
      {children}
    </section>
  );
}

function PanelHeader({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="border-b border-ink-200 pb-6">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id="doc-panel-title" tabIndex={-1} className="mt-1 scroll-mt-24 text-2xl font-bold text-ink-900 focus:outline-none sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg leading-8 text-ink-600">{intro}</p>}
      {children}
    </header>
  );
}

/** product §2: with nothing selected, a Get Started guide is shown. */
export function GuidePanel({ getStarted }: { getStarted: GuideDoc }) {
  const words = useDocWords();
  return (
    <div>
      <PanelHeader eyebrow={words.guideEyebrow} title={getStarted.title} intro={getStarted.intro} />
      {getStarted.sections.map((section) => (
        <DocSection key={section.id} section={section}>
          <Prose paragraphs={section.paragraphs} items={section.steps} numbered />
          {section.code && <CodeBlock code={section.code} label="curl" />}
        </DocSection>
      ))}
    </div>
  );
}

function Endpoint({ method, endpoint }: { method: string; endpoint: string }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 rounded-control border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-sm">
      <span className="rounded bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{method}</span>
      <code className="break-all text-ink-900">{endpoint}</code>
    </p>
  );
}

/** A table of the reference: its column headings over the rows, in a frame that scrolls on a phone. */
function DocTable({ caption, minWidth, columns, children }: { caption: string; minWidth: string; columns: string[]; children: ReactNode }) {
  return (
    <TableFrame caption={caption} minWidth={minWidth} className="mt-4">
      <thead className="bg-ink-50 text-ink-900">
        <tr>
          <ColumnHeads names={columns} className="px-4 py-2.5 font-semibold" />
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </TableFrame>
  );
}

function ParamsTable({ params, caption }: { params: DocParam[]; caption: string }) {
  const words = useDocWords();
  const t = words.table;
  return (
    <DocTable caption={caption} minWidth="min-w-[32rem]" columns={[t.name, t.required, t.description]}>
      {params.map((p) => (
        <tr key={p.name} className="border-t border-ink-200 align-top">
          <th scope="row" className="px-4 py-3 text-left font-normal">
            <code className="font-mono font-semibold text-ink-900">{p.name}</code>
            <span className="mt-1 block text-xs text-ink-600">{p.type}</span>
          </th>
          <td className="px-4 py-3">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.required ? 'bg-brand-50 text-brand-700' : 'bg-ink-100 text-ink-700'}`}>
              {p.required ? t.yes : t.no}
            </span>
          </td>
          <td className="px-4 py-3 text-ink-700">
            {p.description}
            <span className="mt-1 block text-xs text-ink-600">
              {t.example}: <code className="break-all font-mono text-ink-900">{p.example}</code>
            </span>
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

function ErrorsTable({ errors, caption }: { errors: DocError[]; caption: string }) {
  const t = useDocWords().errorTable;
  return (
    <DocTable caption={caption} minWidth="min-w-[28rem]" columns={[t.code, t.meaning]}>
      {errors.map((e) => (
        <tr key={e.code} className="border-t border-ink-200 align-top">
          <td className="whitespace-nowrap px-4 py-3">
            <code className="font-mono text-ink-900">{e.code}</code>
          </td>
          <td className="px-4 py-3 text-ink-700">{e.meaning}</td>
        </tr>
      ))}
    </DocTable>
  );
}

function SectionBody({ section }: { section: DocSection }) {
  const words = useDocWords();
  return (
    <>
      <Prose paragraphs={section.paragraphs} items={section.list} />
      {section.method && section.endpoint && <Endpoint method={section.method} endpoint={section.endpoint} />}
      {section.params && section.params.length > 0 && (
        <>
          <h4 className={h4Class}>{words.parameters}</h4>
          <ParamsTable params={section.params} caption={`${words.parameters}: ${section.heading}`} />
        </>
      )}
      {section.sampleResponse && <CodeBlock code={section.sampleResponse} label={words.sampleResponse} />}
      <TryIt callId={section.callId} />
    </>
  );
}

/**
 * product §2: SMS shows the request format with key, to, from, body, entityid, templateid; VOICE
 * a broadcast request with username, token, plan_id, announcement_id, caller_id,
 * contact_numbers, retry_json and the DTMF wait settings; both with the DLT guidance.
 * The first section is the main request, so the request format, samples and errors sit in it.
 */
export function EndpointPanel({ group, doc }: { group: DocGroup; doc: DocWithSamples }) {
  const words = useDocWords();
  const [main, ...rest] = doc.sections;
  return (
    <div>
      <PanelHeader eyebrow={group.label} title={doc.title} intro={doc.intro}>
        <p className="mt-3 text-sm text-ink-600">
          <a href={`/docs/${doc.slug}.md`} className="font-medium text-brand-700 underline underline-offset-2">
            {`/docs/${doc.slug}.md`}
          </a>{' '}
          (Markdown) ·{' '}
          <a href={words.openApi.href} download className="font-medium text-brand-700 underline underline-offset-2">
            {words.openApi.label}
          </a>
        </p>
      </PanelHeader>
      {main && (
        <DocSection section={main} className="border-b border-ink-100 py-8">
          <SectionBody section={{ ...main, method: undefined, endpoint: undefined, params: undefined, sampleResponse: undefined, callId: undefined }} />
          <h4 className={h4Class}>{words.request}</h4>
          <Endpoint method={doc.method} endpoint={doc.endpoint} />
          <h4 className={h4Class}>{words.parameters}</h4>
          <ParamsTable params={doc.params} caption={`${words.parameters}: ${main.heading}`} />
          <h4 className={h4Class}>{words.codeSamples}</h4>
          <CodeSamples samples={doc.samples} label={`${words.codeSamples}: ${main.heading}`} />
          <CodeBlock code={doc.sampleResponse} label={words.sampleResponse} />
          <TryIt callId={doc.callId} />
          <h4 className={h4Class}>{words.errors}</h4>
          <ErrorsTable errors={doc.errors} caption={`${words.errors}: ${main.heading}`} />
        </DocSection>
      )}
      {rest.map((section) => (
        <DocSection key={section.id} section={section}>
          <SectionBody section={section} />
        </DocSection>
      ))}
    </div>
  );
}

/** A planned endpoint: the Table of Content's links target it, so it shows where the reader landed. */
const plannedItemClass =
  'scroll-mt-24 rounded-card border border-ink-200 bg-white px-4 py-3 font-medium text-ink-900 target:border-brand-600 target:ring-2 target:ring-brand-600/30 focus:outline-none';

/**
 * product §2: OTP SMS, Mass mailing, RCS, Chatbot and Whatsapp show a 'coming soon' panel with the
 * text 'Reach out to our support team to explore these services.' and a Contact an expert button.
 */
export function ComingSoonPanel({ group, comingSoon }: { group: DocGroup; comingSoon: ComingSoonCopy }) {
  const words = useDocWords();
  return (
    <div>
      <PanelHeader eyebrow={group.label} title={`${group.label} API`}>
        <p className="mt-3 inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{comingSoon.title}</p>
      </PanelHeader>
      <div className="mt-8 rounded-panel border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <p className="text-lg font-medium text-ink-900">{comingSoon.text}</p>
        <Link to={words.contactHref} className={buttonClass('primary', 'mt-5')}>
          {comingSoon.cta}
        </Link>
      </div>
      <section aria-labelledby="planned-endpoints" className="py-8">
        <h3 id="planned-endpoints" className="text-xl font-bold text-ink-900">
          {words.plannedTitle}
        </h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {group.items.map((item) => (
            <li key={item.id} id={item.id} tabIndex={-1} className={plannedItemClass}>
              {item.label}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
