import { demoHints, demoRequestSchemaFor, demoToasts, jobFunctions, lookingForOptions } from '@tarang/shared/demo';
import { loadPhoneParser } from '@tarang/shared/contact';
import { phoneExamples, phoneFieldHints } from '@tarang/shared/phone-examples';
import { Button } from '../../components/ui/button';
import { FormNotice, TextField } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { schemaLoadersByCountry } from '../../lib/phone-rules';
import { useZodForm } from '../../lib/use-zod-form';
import { useCountry } from '../layout/country';
import { sendDemoRequest } from './demo-api';
import { demoFormCopy } from './demo-form-copy';

const empty = { name: '', email: '', contact: '', businessname: '', jobfunction: '', lookingfor: '', message: '' };
// This form is itself loaded on demand (demo-modal.tsx), so its schema is already here; the phone
// library joins it only for a visitor who chose USA or UK.
const schemaFor = schemaLoadersByCountry(async (country, withLibrary) => demoRequestSchemaFor(await loadPhoneParser(withLibrary), country));
const { labels, placeholders } = demoFormCopy;

/**
 * The Request Demo form (product §4 "Demo modal", §5 "Demo form", §8 "Demo"): every error under its
 * field on submit; 'Please Wait' and disabled while sending; on success a toast and a cleared form.
 */
export default function DemoForm() {
  const { country } = useCountry();
  const form = useZodForm(schemaFor(country.code), empty);
  const toast = useToast();

  const onSubmit = form.submit({
    send: (input) => sendDemoRequest(input, country.code),
    sent() {
      toast.success(demoToasts.success);
      form.reset();
    },
    refused: (result) => toast.error(errorText(result, demoToasts.invalid)),
    failed: () => toast.error(demoToasts.network),
  });

  const bind = (name: keyof typeof placeholders) => ({ ...form.field(name), placeholder: placeholders[name] });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void import('../../lib/bot-check').then((m) => m.startBotCheck('demo'))} aria-labelledby="demo-modal-title" className="grid gap-4 sm:grid-cols-2">
      {/* product §5 "Hints that are not enforced": the lengths show under their fields, read with them. */}
      <TextField label={labels.name} autoComplete="name" autoFocus hint={demoHints.name} {...bind('name')} />
      <TextField label={labels.email} type="email" autoComplete="email" {...bind('email')} />
      {/* product §5: India's 10-digit pattern is hinted on the input only (the form is noValidate); the example follows the country. */}
      <TextField
        label={labels.contact}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        pattern={country.code === 'IN' ? demoHints.contactPattern : undefined}
        placeholder={phoneExamples[country.code]}
        hint={phoneFieldHints[country.code]}
        {...form.field('contact')}
      />
      <TextField label={labels.businessname} autoComplete="organization" hint={demoHints.businessname} {...bind('businessname')} />
      <SelectField label={labels.jobfunction} options={jobFunctions} {...bind('jobfunction')} />
      <SelectField label={labels.lookingfor} options={lookingForOptions} {...bind('lookingfor')} />
      <TextAreaField label={labels.message} rows={4} className="sm:col-span-2" {...bind('message')} />
      <div className="sm:col-span-2">
        <Button type="submit" busy={form.sending} className="w-full sm:w-auto">
          {demoFormCopy.submit}
        </Button>
        <FormNotice text={demoFormCopy.notice} className="mt-3 text-ink-600" />
      </div>
    </form>
  );
}
