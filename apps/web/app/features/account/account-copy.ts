// Words of the visitor's account page (docs/decisions/047-visitor-account-page.md). The server's sentences
// come from @tarang/shared/account. Pure data.

export const accountCopy = {
  title: 'Your account',
  intro: 'Your name, password, e-mail address and where you are logged in. Changes that could lock you out ask for your current password.',
  signInTitle: 'Log in to see your account',
  signInText: 'Your account page shows your details and sessions once you are logged in.',
  signIn: 'Login',
  loading: 'Loading your account…',
  sessionEnded: 'Your session has ended. Please log in again.',
  failed: 'An error occurred. Please try again.',
  confirming: 'Changing your e-mail address…',

  profileHeading: 'Profile',
  nameLabel: 'Name',
  saveName: 'Save name',
  emailIs: 'E-mail address',
  verified: 'verified',
  notVerified: 'not verified yet',
  verifyLink: 'Verify your address',

  passwordHeading: 'Password',
  passwordIntro: 'Changing your password logs out every other session of your account.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  savePassword: 'Change password',

  emailHeading: 'E-mail address',
  emailIntro: (current: string) =>
    `Your address is ${current}. We send a link to the new address; your address changes only when you open it. Your current address is told about the change.`,
  newEmail: 'New e-mail address',
  sendEmailLink: 'Send the link',

  sessionsHeading: 'Sessions',
  sessionsIntro: 'Where your account is logged in now.',
  thisBrowser: 'This browser',
  since: (when: string) => `logged in ${when}`,
  from: (ip: string) => `from ${ip}`,
  signOutOthers: 'Sign out everywhere else',
  noOtherSessions: 'You are logged in only here.',

  deleteHeading: 'Delete account',
  deleteIntro: 'Deleting your account cannot be undone. It erases everything we hold about your e-mail address, as an erasure request to us would.',
  erasedHeading: 'What is erased',
  erased: [
    'Your account: name, e-mail address, password and sessions.',
    'Your test key, DLT registrations, templates and test request log.',
    'Your e-mail links and the copies of the e-mails we sent you.',
    'Contact questions, demo requests and newsletter subscriptions made with your address.',
  ],
  keptHeading: 'What is kept, and why',
  kept: [
    'The audit trail records that an erasure took place, without your address, and entries that named your address keep the rest with the address replaced by “[erased]”. We keep the trail at least 365 days to account for what is done with people’s data.',
    'A keyed hash of your address, which cannot be turned back into it, on our suppression list, for good: it is how we make sure we never e-mail the address again. If you later make a new account with it, contact us to lift it so we can send you e-mails.',
    'Daily counts of leads, which are numbers tied to no one.',
  ],
  confirmLabel: 'Type DELETE to confirm',
  deleteButton: 'Delete my account',
} as const;
