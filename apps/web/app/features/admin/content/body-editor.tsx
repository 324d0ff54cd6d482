import type { ContentKind } from '@tarang/shared/content';
import { useState } from 'react';
import { media, useMediaQuery } from '../../../lib/use-media-query';
import { prose } from '../../blog/prose';
import { answerMarkup, answerSpacing, answerText } from '../../help-center/answer-style';
import { LoadStatus, useKeyedLoad } from '../keyed-load';
import { TableTabs } from '../table-tabs';
import { useDebouncedText } from '../use-debounced-text';
import { previewHtml } from './content-api';
import { ContentSection } from './content-section';

const wideScreen = media('(min-width: 1024px)');
const PREVIEW_DELAY_MS = 500;

interface BodyField {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

/**
 * The Markdown and its preview, rendered by the server's own renderer and sanitiser once typing pauses and
 * dressed in the typography of the page it goes on (docs/product.md "Content studio"): a post as a blog
 * article, an answer as the help centre sets one. Side by side on a wide screen, Write and Preview tabs on a
 * narrow one.
 */
export function BodyEditor({ kind, field, error }: { kind: ContentKind; field: BodyField; error: string | undefined }) {
  const wide = useMediaQuery(wideScreen, true);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const write = <Markdown field={field} error={error} />;
  const preview = <Preview kind={kind} body={field.value} />;
  return (
    <ContentSection title="Body" intro="Markdown: ## for a heading, **bold**, [a link](/path), - for a list.">
      {wide ? (
        <div className="mt-4 grid grid-cols-2 gap-6">
          {write}
          {preview}
        </div>
      ) : (
        <div className="mt-4">
          <TableTabs
            label="Body"
            tabs={[
              { value: 'write', label: 'Write' },
              { value: 'preview', label: 'Preview' },
            ]}
            selected={tab}
            onSelect={setTab}
          >
            {tab === 'write' ? write : preview}
          </TableTabs>
        </div>
      )}
    </ContentSection>
  );
}

function Markdown({ field, error }: { field: BodyField; error: string | undefined }) {
  return (
    <div>
      <label htmlFor="content-body" className="mb-1.5 block text-sm font-medium text-ink-700">
        Markdown
      </label>
      <textarea
        id="content-body"
        {...field}
        rows={24}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'content-body-error' : undefined}
        className={`block h-[32rem] w-full resize-y rounded-control border bg-white px-3.5 py-2.5 font-mono text-sm leading-6 text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${
          error ? 'border-danger-600' : 'border-ink-300'
        }`}
      />
      {error && (
        <p id="content-body-error" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The rendered HTML in the public page's typography: the blog article's prose, or the help centre's answer text. */
function Rendered({ kind, html }: { kind: ContentKind; html: string }) {
  if (kind === 'post') return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={`mt-5 ${answerSpacing} ${answerText} ${answerMarkup}`}>
      <div className={answerSpacing} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

function Preview({ kind, body }: { kind: ContentKind; body: string }) {
  const settled = useDebouncedText(body, PREVIEW_DELAY_MS);
  const { data: html, loading, failed, retry } = useKeyedLoad('content preview', [settled], (token, signal) => (settled ? previewHtml(settled, token, signal) : Promise.resolve('')));
  return (
    <div>
      <p id="content-preview-label" className="mb-1.5 text-sm font-medium text-ink-700">
        Preview
      </p>
      {/* A region keyboard users can scroll; the preview follows the text without announcing each change. */}
      <div
        role="region"
        aria-labelledby="content-preview-label"
        aria-busy={loading}
        tabIndex={0}
        data-testid="content-preview"
        className="h-[32rem] overflow-y-auto rounded-control border border-ink-200 bg-white px-4 pb-6 sm:px-6"
      >
        {html ? <Rendered kind={kind} html={html} /> : <p className="mt-5 text-sm text-ink-600">{loading ? 'Rendering…' : 'Nothing written yet.'}</p>}
      </div>
      <LoadStatus status={failed ? 'The preview could not be rendered.' : undefined} failed={failed} retry={retry} className="mt-2" />
    </div>
  );
}
