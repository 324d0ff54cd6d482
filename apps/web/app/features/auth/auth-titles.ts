// The modal's titles, apart from the rest of its copy (auth-copy.ts): the modal frame is part of
// every page (auth-context.tsx), its form and slider load when it opens (docs/decisions/015-paint-first.md).
export type AuthMode = 'login' | 'signup';

export const authTitles = { login: 'Login to your account', signup: 'Create your account' } satisfies Record<AuthMode, string>;
