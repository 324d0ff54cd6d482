import { errorText, type ApiResult } from '../../lib/api';

/**
 * product §8 "Admin": the admin forms alert the server's error text when it refuses, or the screen's own
 * sentence ('Login failed', 'Signup failed') when there is none or the call never got an answer.
 */
export function alertFailure(fallback: string) {
  return {
    refused: (result: ApiResult<unknown>) => window.alert(errorText(result, fallback)),
    failed: () => window.alert(fallback),
  };
}
