import { analyseMessage, matchDltTemplate, type MessageAnalysis } from '@tarang/shared/sms-text';
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { TextAreaField } from '../../components/ui/text-area-field';
import type { ToolsPageContent } from '../../content/tools';
import { useDebouncedText } from '../admin/use-debounced-text';

/** How long typing must pause before a screen reader hears the new result (the result itself shows at once). */
const ANNOUNCE_AFTER_MS = 700;

/** Characters that print as nothing, named so they can be seen in the list. */
const invisibleNames: Record<string, string> = {
  '\f': 'form feed',
  '\t': 'tab',
  '\u200d': 'zero-width joiner',
  '\u200c': 'zero-width non-joiner',
  '\u00a0': 'no-break space',
  '\ufe0f': 'emoji variation selector',
};
const shown = (char: string) => invisibleNames[char] ?? char;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * docs/product.md §15: the public message tools. Both panels compute as you type; a polite live region
 * repeats the result once typing pauses, so a screen reader is not interrupted at every key.
 */
export function ToolsPage({ copy }: { copy: ToolsPageContent }) {
  return (
    <>
      <PageHero
        hero={{ eyebrow: copy.eyebrow, title: copy.title, subtitle: copy.intro }}
        columnClassName="py-12 lg:py-16"
        titleClassName="mt-3 page-title"
      />
      <EncodingPanel copy={copy.encoding} />
      <DltPanel copy={copy.dlt} />
    </>
  );
}

function summary(result: MessageAnalysis, copy: ToolsPageContent['encoding']): string {
  if (result.units === 0) return '';
  const forcing = result.unicodeChars.length > 0 ? ` Forced by ${result.unicodeChars.map((c) => shown(c.char)).join(', ')}.` : '';
  const parts = `${result.parts} ${result.parts === 1 ? 'part' : 'parts'}`;
  return `${copy.labels.encoding}: ${result.encoding}, ${parts}, ${result.remainingInPart} left in this part.${forcing}`;
}

function EncodingPanel({ copy }: { copy: ToolsPageContent['encoding'] }) {
  const [text, setText] = useState('');
  const result = useMemo(() => analyseMessage(text), [text]);
  const announcement = useDebouncedText(summary(result, copy), ANNOUNCE_AFTER_MS);
  const figures: [string, string | number][] = [
    [copy.labels.encoding, result.encoding],
    [copy.labels.characters, result.characters],
    [copy.labels.units[result.encoding], result.units],
    [copy.labels.parts, result.parts],
    [copy.labels.remaining, `${result.remainingInPart} of ${result.perPart}`],
  ];
  return (
    <ToolPanel
      copy={copy}
      className="py-10"
      announcement={announcement}
      resultTestId="encoding-result"
      fields={
        <ToolTextArea className="mt-6" label={copy.messageLabel} placeholder={copy.placeholder} rows={6} value={text} onText={setText} data-testid="encoding-message" />
      }
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="text-2xl font-semibold text-ink-900" data-figure={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {result.parts > 1 && <p className="mt-4 text-sm text-ink-600">{result.partUnits.join(' + ')}</p>}
      <CharList title={copy.unicodeTitle} chars={result.unicodeChars} testId="unicode-chars" />
      {result.unicodeChars.some((c) => c.char.length > 1) && <p className="mt-2 text-sm text-ink-600">{copy.emojiNote}</p>}
      <CharList title={copy.extensionTitle} chars={result.extensionChars} testId="extension-chars" />
    </ToolPanel>
  );
}

/**
 * One tool: its heading and help over the boxes to type in, beside the result, which is announced once
 * typing pauses (docs/decisions/035-message-tools-and-search.md).
 */
function ToolPanel({
  copy,
  className,
  fields,
  announcement,
  resultTestId,
  resultClassName = '',
  children,
}: {
  copy: { title: string; help: string };
  className: string;
  fields: ReactNode;
  announcement: string;
  resultTestId: string;
  resultClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`} className={className} columnClassName="grid gap-8 lg:grid-cols-2">
      <div>
        <h2 id={`${id}-title`} className="section-title">
          {copy.title}
        </h2>
        <p className="mt-3 text-ink-600">{copy.help}</p>
        {fields}
      </div>
      <div className={`rounded-card border border-ink-200 bg-white p-6 shadow-card ${resultClassName}`} data-testid={resultTestId}>
        {children}
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </Section>
  );
}

/**
 * A text box of the tools. Spell checking is off: templates, variables, URLs and numbers are not words,
 * and red underlines under them would read as errors of the tool.
 */
function ToolTextArea({ onText, ...rest }: Omit<ComponentProps<typeof TextAreaField>, 'onChange' | 'spellCheck'> & { onText: (text: string) => void }) {
  return <TextAreaField {...rest} onChange={(e) => onText(e.target.value)} spellCheck={false} />;
}

function CharList({ title, chars, testId }: { title: string; chars: MessageAnalysis['unicodeChars']; testId: string }) {
  if (chars.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid={testId}>
        {chars.map((c) => (
          <li key={c.char} className="rounded-control border border-warn-500 bg-white px-2.5 py-1 text-sm text-ink-900">
            <mark className="bg-transparent font-semibold text-ink-900">{shown(c.char)}</mark>{' '}
            <span className="text-ink-600">
              {c.codePoint}
              {c.positions.length > 1 ? ` ×${c.positions.length}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DltPanel({ copy }: { copy: ToolsPageContent['dlt'] }) {
  const [template, setTemplate] = useState('');
  const [message, setMessage] = useState('');
  const [urls, setUrls] = useState('');
  const [numbers, setNumbers] = useState('');
  const ready = template.trim() !== '' && message.trim() !== '';
  const result = useMemo(() => (ready ? matchDltTemplate(template, message, { whitelistedUrls: lines(urls), whitelistedNumbers: lines(numbers) }) : null), [ready, template, message, urls, numbers]);
  const verdict = result ? (result.ok ? copy.pass : `${copy.fail} ${result.reasons.map((r) => r.message).join(' ')}`) : '';
  const announcement = useDebouncedText(verdict, ANNOUNCE_AFTER_MS);
  return (
    <ToolPanel
      copy={copy}
      className="bg-ink-50 py-10"
      announcement={announcement}
      resultTestId="dlt-result"
      resultClassName="self-start"
      fields={
        <>
          <ToolTextArea className="mt-6" label={copy.templateLabel} placeholder={copy.templatePlaceholder} rows={4} value={template} onText={setTemplate} />
          <ToolTextArea className="mt-4" label={copy.messageLabel} rows={4} value={message} onText={setMessage} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <ToolTextArea label={copy.urlsLabel} hint={copy.listHint} rows={2} value={urls} onText={setUrls} />
            <ToolTextArea label={copy.numbersLabel} hint={copy.listHint} rows={2} value={numbers} onText={setNumbers} />
          </div>
        </>
      }
    >
      {!result && <p className="text-ink-600">{copy.waiting}</p>}
      {result?.ok && <p className="rounded-control border border-success-600 bg-success-50 px-3 py-2 font-semibold text-ink-900">{copy.pass}</p>}
      {result && !result.ok && (
        <>
          <p className="font-semibold text-danger-700">{copy.fail}</p>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
            {result.reasons.map((r, i) => (
              <li key={i} data-reason={r.code}>
                {r.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {result?.variables && result.variables.length > 0 && (
        <>
          <h3 className="mt-6 text-base font-semibold text-ink-900">{copy.variablesTitle}</h3>
          <ol className="mt-2 space-y-1 text-sm">
            {result.variables.map((v, i) => (
              <li key={i}>
                <code className="text-ink-600">{`{#${v.kind}#}`}</code> <span className="break-all text-ink-900">{v.value || '∅'}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </ToolPanel>
  );
}
