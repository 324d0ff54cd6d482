import type { FieldErrors } from '@tarang/shared/validation';
import { errorText, type ApiResult } from '../../lib/api';
import { SERVER_UNREACHABLE, SessionEndedError } from './admin-api';

/**
 * The failure steps of a dashboard form whose one field owns what went wrong: a refusal that names no field
 * puts the server's text (or `fallback`) under `field`; a call that got no answer says so there too, unless
 * the session ended and the dashboard is leaving for the login page (product §12). The field then takes focus
 * (docs/decisions/024-focus-after-a-failed-submit.md).
 */
export function fieldFailure(
  form: { setErrors(errors: FieldErrors): void },
  field: string,
  fallback: string,
  session: { handleError(error: unknown, what: string): void },
  what: string,
) {
  return {
    refused(result: ApiResult<unknown>) {
      if (!result.error?.fields) form.setErrors({ [field]: errorText(result, fallback) });
    },
    failed(error: unknown) {
      session.handleError(error, what);
      if (!(error instanceof SessionEndedError)) form.setErrors({ [field]: SERVER_UNREACHABLE });
    },
  };
}
