// Account rules and their wording (docs/product.md §5, §8, §9), shared by the server, which enforces them,
// and the web forms, which check them before anything leaves the browser.
export const MIN_PASSWORD_LENGTH = 6;

export const accountMessages = {
  invalidEmail: 'Invalid email address',
  noAccount: 'No account found with this email',
  incorrectPassword: 'Incorrect password',
  googleAccount: 'This account signs in with Google. Use Sign in with Google.',
  emailRequired: 'Please enter your email address',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  newPasswordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDoNotMatch: 'New passwords do not match',
  emailTaken: 'Failed to create account. An account with this email already exists.',
  invalidVerificationLink: 'Invalid verification link',
  verificationFailed: 'Failed to verify email address. The link may have expired.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Failed to update password. Please check your current password.',
  noPasswordForGoogle: 'Password change is not available for accounts that sign in with Google.',
  displayNameRequired: 'Display name is required',
  unknownTimezone: 'Please choose a time zone from the list',
} as const;
