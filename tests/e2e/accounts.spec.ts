// Accounts in Chromium (docs/product.md §2 top bar, guards, sign in, register, verify e-mail, profile,
// contact; §8 messages): registration through the e-mailed link to the dashboard, the
// verification gate's own check, sign-in and reset messages, the contact form, the top bar in
// each state, the sign-in guard, Google sign-in against the local provider, and logout.
import { expect, test } from '@playwright/test';
import {
  completeProfile,
  createAccount,
  DEFAULT_PASSWORD,
  registerViaUi,
  signIn,
  signUpMember,
  uniqueEmail,
  verifyViaMail,
} from './support/accounts';
import { googleUser, nextGoogleLogin } from './support/google';
import { latestMailTo, linkFrom, mailsTo, subjects, SUPPORT_EMAIL } from './support/mail';
import {
  expectRoute,
  expectToast,
  field,
  logoutButton,
  mainNav,
  MEMBER_NAV_LINKS,
  toast,
  topBar,
  VISITOR_NAV_LINKS,
} from './support/ui';

test.describe('registration and verification', () => {
  test('register → e-mailed link verifies → profile gate → dashboard shell', async ({ page }) => {
    const email = uniqueEmail('Rhea');
    await registerViaUi(page, email);
    await expectToast(page, 'Verification email sent! Please check your inbox.');

    // The link from the mail the app sent (through the real Postmark client to the fake).
    await verifyViaMail(page, email);
    await expectToast(page, 'Email verified successfully!');
    // Signed in, the top bar carries the logo: the page adds no second one.
    await expect(topBar(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Poker Night/ })).toHaveCount(1);
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();

    // No display name yet: the profile gate sends the new member to /profile.
    await expectRoute(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome to Poker Night!')).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password Settings' })).toBeVisible();

    // A first-time profile goes on to / (docs/product.md §4), now with the signed-in top bar.
    await completeProfile(page, 'Rhea Raise');
    await expectRoute(page, '/');
    await expect(mainNav(page).getByRole('link')).toHaveText(MEMBER_NAV_LINKS);
    await expect(logoutButton(page)).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expectRoute(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Games Played')).toBeVisible();

    // The saved name survives a reload (it came from the server, not from local state).
    await page.goto('/#/profile');
    await page.reload();
    await expect(field(page, 'Display Name')).toHaveValue('Rhea Raise');
    await expect(page.getByText('Welcome to Poker Night!')).toHaveCount(0);
  });

  test('the verification gate resends, and lets the user through on its own once verified', async ({
    page,
  }) => {
    const email = uniqueEmail('Gale');
    await registerViaUi(page, email);
    await expect(page.getByText(email)).toBeVisible();
    await latestMailTo(page.request, email, subjects.verify);

    // Resend Verification Email: a second mail, and the toast of docs/product.md §8.
    const resentAfter = Date.now();
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expectToast(page, 'Verification email sent! Please check your inbox.');
    await latestMailTo(page.request, email, subjects.verify, { since: resentAfter });
    expect((await mailsTo(page.request, email)).length).toBe(2);

    // Open the link in another tab of the same browser…
    const otherTab = await page.context().newPage();
    await verifyViaMail(otherTab, email, { since: resentAfter });
    await otherTab.close();

    // …and the gate's 5-second check reloads the first tab: no display name yet, so on to /profile.
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expectRoute(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toHaveCount(0);
  });
});

test.describe('sign in', () => {
  test('wrong password and unknown account are reported', async ({ page, request }) => {
    const account = await createAccount(request, 'Wes', { verified: false });
    await page.goto('/#/login');
    const form = page.getByRole('form', { name: 'Sign in' });

    await field(form, 'Email').fill(account.email);
    await field(form, 'Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Incorrect password');
    await expectRoute(page, '/login');

    await field(form, 'Email').fill(uniqueEmail('nobody'));
    await field(form, 'Password').fill(DEFAULT_PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'No account found with this email');
    await expectRoute(page, '/login');
    await expect(topBar(page)).toHaveCount(0);
  });

  test('forgot password → e-mailed link → the new password works, the old one does not', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Rita');
    const newPassword = 'a brand new secret';
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    const resetForm = page.getByRole('form', { name: 'Reset your password' });
    await expect(resetForm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await field(resetForm, 'Email').fill(account.email);
    await resetForm.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Password reset email sent! Please check your inbox.');
    await expect(resetForm).toBeHidden();

    const mail = await latestMailTo(request, account.email, subjects.reset);
    await page.goto(linkFrom(mail, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Your password has been reset');
    await expectRoute(page, '/login');

    // The old password is refused…
    const form = page.getByRole('form', { name: 'Sign in' });
    await field(form, 'Email').fill(account.email);
    await field(form, 'Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Incorrect password');
    await expectRoute(page, '/login');

    // …the new one signs in (to /, with the signed-in top bar).
    await signIn(page, account.email, newPassword);
    await expectRoute(page, '/');
    await expect(logoutButton(page)).toBeVisible();
  });
});

test('the contact form works signed out and reaches support with Reply-To the sender', async ({
  page,
  request,
}) => {
  const sender = uniqueEmail('Cora');
  const subject = `Seat question ${sender}`;
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expectRoute(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(field(form, 'Email')).toHaveValue(''); // pre-filled only when signed in
  await field(form, 'Name').fill('Cora Call');
  await field(form, 'Email').fill(sender);
  await field(form, 'Subject').fill(subject);
  await field(form, 'Message').fill('Can we reserve two seats at the same table?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message sent successfully!');
  await expectRoute(page, '/'); // goes back

  const mail = await latestMailTo(request, SUPPORT_EMAIL, `Contact form: ${subject}`);
  expect(mail.ReplyTo).toBe(sender);
  expect(mail.TextBody).toContain('Cora Call');
  expect(mail.TextBody).toContain('Can we reserve two seats at the same table?');
});

test.describe('top bar', () => {
  test('visitors: Contact, Sign In, Get Started on the landing page, no bar elsewhere', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link')).toHaveText(VISITOR_NAV_LINKS);
    await expect(topBar(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(topBar(page).getByRole('link', { name: 'Poker Night home' })).toHaveAttribute(
      'href',
      /#\/$/,
    );

    await mainNav(page).getByRole('link', { name: 'Sign In' }).click();
    await expectRoute(page, '/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(topBar(page)).toHaveCount(0);

    const otherPages = {
      '/register': page.getByRole('form', { name: 'Create account' }),
      '/contact': page.getByRole('form', { name: 'Contact form' }),
      '/timer': page.getByRole('combobox', { name: 'Templates' }),
    };
    for (const [path, content] of Object.entries(otherPages)) {
      await page.goto(`/#${path}`);
      await expect(content).toBeVisible();
      await expect(topBar(page), `no bar on ${path}`).toHaveCount(0);
    }

    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Get Started' }).click();
    await expectRoute(page, '/register');
  });

  test('signed in: the seven entries on every page, and the logo goes to /dashboard', async ({
    page,
  }) => {
    await signUpMember(page, 'Theo Top');
    for (const path of ['/', '/timer', '/contact']) {
      await page.goto(`/#${path}`);
      await expect(mainNav(page).getByRole('link')).toHaveText(MEMBER_NAV_LINKS);
      await expect(logoutButton(page)).toBeVisible();
    }
    // Signed in, the contact form has the member's e-mail already.
    await expect(field(page.getByRole('form', { name: 'Contact form' }), 'Email')).not.toHaveValue(
      '',
    );

    await topBar(page).getByRole('link', { name: 'Poker Night: go to your dashboard' }).click();
    await expectRoute(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test('a protected route signed out goes to /login', async ({ page }) => {
  await page.goto('/#/history');
  await expectRoute(page, '/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test.describe('Google sign-in', () => {
  test('signs in through the provider; no display name → /profile; no password card', async ({
    page,
    request,
  }) => {
    const google = googleUser('Gina');
    await nextGoogleLogin(request, google);
    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();

    // Back from the provider, signed in.
    await expectRoute(page, '/');
    await expect(logoutButton(page)).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expectRoute(page, '/profile');
    await expect(page.getByText(`Signed in as ${google.email}`)).toBeVisible();
    await expect(page.getByText('You sign in with Google')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Password Settings' })).toHaveCount(0);

    await completeProfile(page, 'Gina G');
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a cancelled Google sign-in says so', async ({ page, request }) => {
    await nextGoogleLogin(request, { cancel: true });
    await page.goto('/#/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expectToast(page, 'Sign in was cancelled');
    await expectRoute(page, '/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});

test('logout returns to the landing page and protected routes go to /login', async ({ page }) => {
  await signUpMember(page, 'Lou Leave');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Signing out refetches `me`; once that answered, the outcome is settled.
  const meRefetched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('"operationName":"Me"'),
  );
  await logoutButton(page).click();
  await expectRoute(page, '/');
  await expect(mainNav(page).getByRole('link')).toHaveText(VISITOR_NAV_LINKS);
  await meRefetched;
  await expectRoute(page, '/');
  await expect(toast(page, 'Failed to sign out')).toHaveCount(0);

  // The session ended on the server too: still signed out after a reload.
  await page.reload();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/#/history');
  await expectRoute(page, '/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});
