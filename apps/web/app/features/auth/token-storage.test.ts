import { USER_TOKEN_KEY as sharedKey } from '@tarang/shared/auth';
import { describe, expect, test } from 'vitest';
import { USER_TOKEN_KEY } from './token-storage';

describe('the visitor token key', () => {
  test('is the shared key the spec names', () => {
    expect(USER_TOKEN_KEY).toBe(sharedKey);
    expect(USER_TOKEN_KEY).toBe('userAuthToken');
  });
});
