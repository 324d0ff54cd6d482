import { DLT_CATEGORY_NAMES, DLT_TEMPLATE_CATEGORIES, type DltTemplateCategory } from '@tarang/shared/developer';
import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { developerPage as words } from '../../content/developer';
import { useZodForm } from '../../lib/use-zod-form';
import { Panel } from '../../components/ui/panel';
import { addTemplate } from './developer-api';
import { PanelForm, panelSteps, type PanelProps } from './panel';

const loadTemplateSchema = () => import('@tarang/shared/developer').then((m) => m.templateInputSchema);

/** A category in the spec's words; a code the page does not know is shown as stored. */
const categoryName = (code: string) => DLT_CATEGORY_NAMES[code as DltTemplateCategory] ?? code;

/**
 * The registration form. It offers only the visitor's Sender IDs (a template belongs to a registered one,
 * docs/decisions/048-developer-console.md); the panel mounts it again when they change.
 */
function TemplateForm({ token, senders, reload }: { token: string; senders: string[]; reload(): void }) {
  const form = useZodForm(loadTemplateSchema, { templateId: '', senderId: senders[0] ?? '', category: '', name: '', body: '' });
  const [status, setStatus] = useState('');
  const onSubmit = form.submit(
    panelSteps(setStatus, reload, {
      send: (input) => addTemplate(token, input),
      sent() {
        form.reset();
        setStatus('');
      },
    }),
  );
  return (
    <PanelForm label={words.register} onSubmit={onSubmit} sending={form.sending} submit={words.register} status={status}>
      <TextField label={words.templateId} inputMode="numeric" autoComplete="off" {...form.field('templateId')} />
      <SelectField label={words.senderId} options={senders} {...form.field('senderId')} />
      <SelectField label={words.category} options={DLT_TEMPLATE_CATEGORIES} optionLabel={categoryName} placeholder={words.categoryPlaceholder} {...form.field('category')} />
      <TextField label={words.name} autoComplete="off" {...form.field('name')} />
      <TextAreaField label={words.body} rows={3} className="sm:col-span-2" {...form.field('body')} />
    </PanelForm>
  );
}

/** The templates registered for testing, and the form that registers one. */
export function TemplatesPanel({ token, overview, reload }: PanelProps) {
  return (
    <Panel id="developer-templates" title={words.templatesHeading} intro={words.templatesIntro}>
      {overview.senders.length === 0 ? (
        <p className="text-sm text-ink-700">
          {words.senderFirstText}{' '}
          <a href="#developer-dlt" className="font-semibold text-brand-700 underline">
            {words.senderFirst}
          </a>
        </p>
      ) : (
        <TemplateForm key={overview.senders.join(',')} token={token} senders={overview.senders} reload={reload} />
      )}
      {overview.templates.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{words.noTemplates}</p>
      ) : (
        // A narrow screen scrolls the table sideways: the keyboard reaches it too.
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={words.templatesTable}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink-200 text-ink-600">
                {Object.values(words.templateColumns).map((c) => (
                  <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.templates.map((t) => (
                <tr key={t.templateId} className="border-b border-ink-100 align-top">
                  <td className="py-2 pr-4 font-mono">{t.templateId}</td>
                  <td className="py-2 pr-4">{t.senderId}</td>
                  <td className="py-2 pr-4">{categoryName(t.category)}</td>
                  <td className="py-2 pr-4 break-words">{t.body}</td>
                  <td className="py-2 pr-4">{t.isDefault ? words.yes : words.no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
