// Labels of the Login / Sign Up modal and the /login page (product §2 "Modals", §4 "Auth modal").
// The spec's messages (validation and toasts) come from @tarang/shared/auth.
import { site } from '../../config/site';
import { authTitles, type AuthMode } from './auth-titles';

export type { AuthMode };

export const authCopy = {
  titles: authTitles,
  intros: {
    login: 'Welcome back. Log in to manage your campaigns, templates and reports.',
    signup: 'Start free: your account opens a Developer page with a test API key. No card needed.',
  } satisfies Record<AuthMode, string>,
  submit: { login: 'Login', signup: 'Sign Up' } satisfies Record<AuthMode, string>,
  // What sign-up collects and why, beside its button (docs/decisions/031-privacy-retention-erasure.md).
  signupNotice: 'We use your name and e-mail only to run your account.',
  /** The toggle link: a sentence and the link that switches to the other mode. */
  toggle: {
    login: { prompt: 'Don’t have an account?', link: 'Sign Up' },
    signup: { prompt: 'Already have an account?', link: 'Login' },
  } satisfies Record<AuthMode, { prompt: string; link: string }>,
  labels: { name: 'Name', email: 'Email', password: 'Password' },
  formLabel: { login: 'Login form', signup: 'Sign up form' } satisfies Record<AuthMode, string>,
  sliderLabel: `Why teams choose ${site.name}`,
  pageTitle: 'Login',
  pageIntro: 'Log in to send messages, manage templates and sender IDs, and see your delivery reports.',
} as const;

/** The modal's image slider (product §2: "It contains an image slider"; product §9: every 2 s). */
export const authSlides = [
  { id: 'send', title: 'Send your first SMS in minutes', text: 'Sign up, register your sender ID and go live with one API call.' },
  { id: 'channels', title: 'One API for every channel', text: 'SMS, Voice, OTP, RCS, WhatsApp and e-mail with the same keys and webhooks.' },
  { id: 'reports', title: 'Reports you can act on', text: 'Every message has a status, a timestamp and an operator code, live.' },
] as const;

export type AuthSlideId = (typeof authSlides)[number]['id'];
