// Labels of the pages an account e-mail's link opens, and the login form's "Forgot password?" link
// (docs/decisions/046-visitor-verification-and-reset.md). The server's sentences come from @tarang/shared/auth.

export const accountCopy = {
  forgotLink: 'Forgot password?',
  verifyTitle: 'Verify your e-mail',
  verifying: 'Verifying your e-mail address…',
  toDeveloper: 'Go to the Developer page',
  noLink: 'Open the link from your verification e-mail, or ask for a new one here.',
  sendNewLink: 'Send me a new link',
  logInFirst: 'Log in to get a new link',
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the e-mail address of your account. We will send it a link to choose a new password.',
  emailLabel: 'Email',
  sendLink: 'Send the link',
  resetTitle: 'Choose a new password',
  resetIntro: 'Choosing a new password logs out every session of your account.',
  newPasswordLabel: 'New password',
  savePassword: 'Save the new password',
  failed: 'An error occurred. Please try again.',
} as const;
