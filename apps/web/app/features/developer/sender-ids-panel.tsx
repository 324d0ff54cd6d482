import { useState } from 'react';
import { TextField } from '../../components/ui/field';
import { developerPage as words } from '../../content/developer';
import { useZodForm } from '../../lib/use-zod-form';
import { Panel } from '../../components/ui/panel';
import { saveDlt } from './developer-api';
import { PanelForm, panelSteps, type PanelProps } from './panel';

const loadDltSchema = () => import('@tarang/shared/developer').then((m) => m.dltFormSchema);

/** The DLT entity and the Sender IDs registered for testing. */
export function SenderIdsPanel({ token, overview, reload }: PanelProps) {
  const form = useZodForm(loadDltSchema, { entityId: overview.entityId ?? '', senders: overview.senders.join(', ') });
  const [status, setStatus] = useState('');
  const onSubmit = form.submit(panelSteps(setStatus, reload, { send: (input) => saveDlt(token, input), sent: (result) => setStatus(result.data?.message ?? '') }));
  return (
    <Panel id="developer-dlt" title={words.dltHeading} intro={words.dltIntro}>
      <PanelForm label={words.dltHeading} onSubmit={onSubmit} sending={form.sending} submit={words.save} status={status}>
        <TextField label={words.entityId} inputMode="numeric" autoComplete="off" {...form.field('entityId')} />
        <TextField label={words.senders} autoComplete="off" {...form.field('senders')} />
      </PanelForm>
    </Panel>
  );
}
