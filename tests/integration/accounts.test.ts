import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { linkIn } from '../support/fake-postmark';
import { queuedMail } from '../support/outbox';
import { errorOf, PASSWORD, uniqueEmail } from '../support/api';
import { seededApp } from '../support/seed';

const ME = `{ me { id email emailVerified displayName timezone authProvider } }`;
const REGISTER = `mutation($e: String!, $p: String!) { register(email: $e, password: $p) { id email emailVerified authProvider } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id email } }`;
const VERIFY = `mutation($c: String!) { verifyEmail(code: $c) { id emailVerified } }`;
const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($c: String!, $p: String!) { resetPassword(code: $c, newPassword: $p) }`;
const CHANGE = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }`;
const PROFILE = `mutation($n: String!, $t: String!) { updateProfile(displayName: $n, timezone: $t) { displayName timezone } }`;

const app = seededApp();

const codeFrom = (url: string) => new URL(url.replace('/#/', '/')).searchParams.get('oobCode')!;

describe('register and verify', () => {
  it('creates a signed-in, unverified password account and e-mails a single-use verification link', async () => {
    const client = app.t.anonymous();
    const email = uniqueEmail('Reg');
    const { data } = await client.gql(REGISTER, { e: `  ${email.toUpperCase()} `, p: PASSWORD });
    expect(data.register).toMatchObject({ email, emailVerified: false, authProvider: 'PASSWORD' });
    expect(client.cookie).toMatch(/^pn_session=/);
    expect((await client.gql(ME)).data.me).toMatchObject({
      email,
      displayName: '',
      timezone: 'America/Los_Angeles',
    });

    const mail = await app.t.postmark.waitForMessage((m) => m.To === email);
    const link = linkIn(mail, '/#/verify-email?oobCode=');
    expect(link.startsWith(`${app.t.url}/#/verify-email?oobCode=`)).toBe(true);

    const verified = await client.gql(VERIFY, { c: codeFrom(link) });
    expect(verified.data.verifyEmail.emailVerified).toBe(true);
    const again = await client.gql(VERIFY, { c: codeFrom(link) });
    expect(errorOf(again)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Failed to verify email address. The link may have expired.',
    });
  });

  it('rejects a link without a code, an unknown code and an expired code', async () => {
    const client = app.t.anonymous();
    expect(errorOf(await client.gql(VERIFY, { c: '' })).message).toBe('Invalid verification link');
    expect(errorOf(await client.gql(VERIFY, { c: 'not-a-code' })).message).toBe(
      'Failed to verify email address. The link may have expired.',
    );
  });

  it('refuses bad input and duplicates without creating anything', async () => {
    const client = app.t.anonymous();
    expect(errorOf(await client.gql(REGISTER, { e: 'not-an-email', p: PASSWORD }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid email address',
    });
    const email = uniqueEmail('short');
    expect(errorOf(await client.gql(REGISTER, { e: email, p: '12345' })).message).toBe(
      'Password must be at least 6 characters',
    );
    expect(await app.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      0,
    );

    const taken = await app.t.register('dup');
    expect(errorOf(await app.t.anonymous().gql(REGISTER, { e: taken.email, p: PASSWORD }))).toEqual(
      {
        code: 'CONFLICT',
        message: 'Failed to create account. An account with this email already exists.',
      },
    );
  });

  it('resends verification mail only while unverified', async () => {
    const client = await app.t.register('resend');
    app.t.postmark.clear();
    expect(
      (await client.gql(`mutation { sendVerificationEmail }`)).data.sendVerificationEmail,
    ).toBe(true);
    await app.t.postmark.waitForMessage((m) => m.To === client.email);
    const member = await app.t.signUpMember('verified');
    app.t.postmark.clear();
    expect(
      (await member.gql(`mutation { sendVerificationEmail }`)).data.sendVerificationEmail,
    ).toBe(true);
    // Mail is queued with the write that causes it: none queued means none will be sent.
    expect(await queuedMail(app.t.database, member.email)).toEqual([]);
    expect(app.t.postmark.messages.filter((m) => m.To === member.email)).toHaveLength(0);
    expect(errorOf(await app.t.anonymous().gql(`mutation { sendVerificationEmail }`)).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('sign in', () => {
  it('gives the exact messages for bad address, unknown account and wrong password', async () => {
    const user = await app.t.signUpMember('sigma');
    const client = app.t.anonymous();
    expect(errorOf(await client.gql(SIGN_IN, { e: 'nope', p: PASSWORD })).message).toBe(
      'Invalid email address',
    );
    expect(errorOf(await client.gql(SIGN_IN, { e: uniqueEmail('ghost'), p: PASSWORD }))).toEqual({
      code: 'NOT_FOUND',
      message: 'No account found with this email',
    });
    expect(errorOf(await client.gql(SIGN_IN, { e: user.email, p: 'wrong password' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Incorrect password',
    });
    expect(client.cookie).toBeNull();
    const ok = await client.gql(SIGN_IN, { e: user.email.toUpperCase(), p: PASSWORD });
    expect(ok.data.signIn.email).toBe(user.email);
    expect((await client.gql(ME)).data.me.id).toBe(user.id);
  });

  it('throttles repeated attempts on one account, counted in the shared database', async () => {
    const user = await app.t.signUpMember('throttled');
    // One address guessing: its limit on this account holds (other addresses: hardening-auth).
    const guesser = app.t.anonymous();
    const results = [];
    for (let i = 0; i < 11; i++) {
      results.push(await guesser.gql(SIGN_IN, { e: user.email, p: 'wrong password' }));
    }
    expect(errorOf(results[9]!).message).toBe('Incorrect password');
    expect(errorOf(results[10]!)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Even the right password waits out the window.
    expect(errorOf(await guesser.gql(SIGN_IN, { e: user.email, p: PASSWORD })).code).toBe(
      'RATE_LIMITED',
    );
  });
});

describe('sessions', () => {
  it('signing out ends every session of the user and clears the cookie', async () => {
    const a = await app.t.signUpMember('multi');
    const b = app.t.anonymous();
    await b.ok(SIGN_IN, { e: a.email, p: PASSWORD });
    expect((await b.gql(ME)).data.me.id).toBe(a.id);
    expect((await a.gql(`mutation { signOut }`)).data.signOut).toBe(true);
    expect(a.cookie).toBeNull();
    expect((await b.gql(ME)).data.me).toBeNull();
  });

  it('an expired session is refused and a session past half its life is extended', async () => {
    const client = await app.t.signUpMember('expiry');
    const [session] = await app.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, client.id));
    const tenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await app.t.database.db
      .update(sessions)
      .set({ expiresAt: tenDays })
      .where(eq(sessions.id, session!.id));
    expect((await client.gql(ME)).data.me.id).toBe(client.id);
    const [extended] = await app.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session!.id));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await app.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id));
    expect((await client.gql(ME)).data.me).toBeNull();
  });

  it('stores only a hash of the session token', async () => {
    const client = await app.t.signUpMember('hashed');
    const token = client.cookie!.split('=')[1]!;
    const rows = await app.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, client.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('password reset and change', () => {
  it('resets through the e-mailed single-use link and ends old sessions', async () => {
    const user = await app.t.signUpMember('forgetful');
    const anon = app.t.anonymous();
    expect(errorOf(await anon.gql(REQUEST_RESET, { e: '' })).message).toBe(
      'Please enter your email address',
    );
    expect(errorOf(await anon.gql(REQUEST_RESET, { e: 'x@' })).message).toBe(
      'Invalid email address',
    );
    expect(errorOf(await anon.gql(REQUEST_RESET, { e: uniqueEmail('nobody') })).message).toBe(
      'No account found with this email',
    );
    expect((await anon.gql(REQUEST_RESET, { e: user.email })).data.requestPasswordReset).toBe(true);
    const mail = await app.t.postmark.waitForMessage(
      (m) => m.To === user.email && /reset/i.test(m.Subject ?? ''),
    );
    const code = codeFrom(linkIn(mail, '/#/reset-password?oobCode='));

    expect(errorOf(await anon.gql(RESET, { c: code, p: '123' })).message).toBe(
      'New password must be at least 6 characters',
    );
    expect((await anon.gql(RESET, { c: code, p: 'a brand new secret' })).data.resetPassword).toBe(
      true,
    );
    expect(errorOf(await anon.gql(RESET, { c: code, p: 'another secret' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await user.gql(ME)).data.me).toBeNull();
    expect(errorOf(await anon.gql(SIGN_IN, { e: user.email, p: PASSWORD })).message).toBe(
      'Incorrect password',
    );
    expect(
      (await anon.gql(SIGN_IN, { e: user.email, p: 'a brand new secret' })).data.signIn.email,
    ).toBe(user.email);
  });

  it('changes the password after checking the current one, keeping only this session', async () => {
    const user = await app.t.signUpMember('changer');
    const other = app.t.anonymous();
    await other.ok(SIGN_IN, { e: user.email, p: PASSWORD });
    expect(errorOf(await user.gql(CHANGE, { c: 'wrong one', n: 'newsecret' })).message).toBe(
      'Failed to update password. Please check your current password.',
    );
    expect(errorOf(await user.gql(CHANGE, { c: PASSWORD, n: '12345' })).message).toBe(
      'New password must be at least 6 characters',
    );
    expect((await user.gql(CHANGE, { c: PASSWORD, n: 'newsecret' })).data.changePassword).toBe(
      true,
    );
    expect((await user.gql(ME)).data.me.id).toBe(user.id);
    expect((await other.gql(ME)).data.me).toBeNull();
    expect(
      (await app.t.anonymous().gql(SIGN_IN, { e: user.email, p: 'newsecret' })).errors,
    ).toBeUndefined();
  });
});

describe('profile and gates', () => {
  it('requires a display name and one of the six time zones', async () => {
    const user = await app.t.signUpMember('profiled');
    expect(errorOf(await user.gql(PROFILE, { n: '   ', t: 'America/Denver' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Display name is required',
    });
    expect(errorOf(await user.gql(PROFILE, { n: 'Pat', t: 'Europe/Paris' })).message).toBe(
      'Please choose a time zone from the list',
    );
    expect(
      (await user.gql(PROFILE, { n: '  Pat  ', t: 'America/Denver' })).data.updateProfile,
    ).toEqual({
      displayName: 'Pat',
      timezone: 'America/Denver',
    });
  });

  it('an unverified user is gated with EMAIL_NOT_VERIFIED; a signed-out one with UNAUTHENTICATED', async () => {
    const unverified = await app.t.register('gated');
    expect(errorOf(await unverified.gql(PROFILE, { n: 'Gus', t: 'America/Denver' }))).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address to continue.',
    });
    expect(
      errorOf(await app.t.anonymous().gql(PROFILE, { n: 'Gus', t: 'America/Denver' })),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You must be logged in to perform this action',
    });
  });

  it('reports which sign-in methods exist', async () => {
    expect(
      (await app.t.anonymous().gql(`{ signInMethods { google } }`)).data.signInMethods.google,
    ).toBe(false);
  });
});

// Last in the file: its 21 verification mails queue behind the 3-per-second send limit.
describe('registration throttle', () => {
  it('allows 20 sign-ups an hour from one address, then RATE_LIMITED without creating the account', async () => {
    const client = app.t.anonymous({ 'x-forwarded-for': '198.51.100.7' });
    for (let i = 0; i < 20; i++) {
      expect(
        (await client.gql(REGISTER, { e: uniqueEmail('burst'), p: PASSWORD })).errors,
      ).toBeUndefined();
    }
    const email = uniqueEmail('burst');
    expect(errorOf(await client.gql(REGISTER, { e: email, p: PASSWORD })).code).toBe(
      'RATE_LIMITED',
    );
    expect(await app.t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(
      0,
    );
    const elsewhere = app.t.anonymous({ 'x-forwarded-for': '198.51.100.8' });
    expect((await elsewhere.gql(REGISTER, { e: email, p: PASSWORD })).errors).toBeUndefined();
  });
});
