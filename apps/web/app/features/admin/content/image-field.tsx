import { CONTENT_IMAGE_MAX_BYTES, contentImageTypes, contentMessages, type ContentImage } from '@tarang/shared/content';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Spinner } from '../../../components/ui/button';
import { errorText } from '../../../lib/api';
import { SERVER_UNREACHABLE, SessionEndedError } from '../admin-api';
import { useAdminSession } from '../admin-session-context';
import { uploadImage } from './content-api';

/**
 * An image upload: the file goes to the server as it is, which checks it, strips its metadata and makes
 * its sizes (docs/product.md "Content studio"); the field then shows what the site will show.
 */
export function ImageField({
  label,
  note,
  src,
  onChange,
  children,
}: {
  label: string;
  note?: string;
  src: string;
  /** The uploaded image, or undefined when the admin removes it. */
  onChange: (image: ContentImage | undefined) => void;
  children?: ReactNode;
}) {
  const { token, handleError } = useAdminSession();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(undefined);
    // The server's own limits, said before a large or unsuitable file is sent at all.
    if (file.size > CONTENT_IMAGE_MAX_BYTES) return setError(contentMessages.imageTooBig);
    if (!(contentImageTypes as readonly string[]).includes(file.type)) return setError(contentMessages.imageType);
    setBusy(true);
    try {
      const result = await uploadImage(token, file);
      if (result.ok && result.data) onChange(result.data.image);
      else setError(errorText(result, 'The image could not be uploaded. Please try again.'));
    } catch (e) {
      handleError(e, 'image upload');
      if (!(e instanceof SessionEndedError)) setError(SERVER_UNREACHABLE);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-700">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={contentImageTypes.join(',')}
          aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          className="block w-full text-sm text-ink-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border file:border-ink-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink-900 hover:file:border-brand-600"
        />
        <p id={`${id}-note`} className="mt-1 text-xs text-ink-500">
          {note ? `${note} ` : ''}JPEG, PNG or WebP, up to {CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB.
        </p>
        {busy && (
          <p role="status" className="mt-1.5 inline-flex items-center gap-2 text-sm text-ink-700">
            <Spinner /> Uploading…
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger-700">
            {error}
          </p>
        )}
      </div>
      {src && (
        <div className="flex flex-wrap items-end gap-3">
          <img src={src} alt={`${label}, as uploaded`} className="max-h-48 w-auto max-w-full rounded-card border border-ink-200 bg-ink-50 object-contain" />
          <Button type="button" variant="ghost" onClick={() => onChange(undefined)}>
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
