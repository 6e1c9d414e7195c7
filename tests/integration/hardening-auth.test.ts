// Throttles that bound password guessing without handing anyone a way to lock others out.
import { describe, expect, it } from 'vitest';
import { limits } from '../../server/rate-limits';
import { errorOf, PASSWORD } from '../support/api';
import { seededApp } from '../support/seed';

const ME = `{ me { id } }`;
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }`;
const CHANGE = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }`;
const RATE_LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

const app = seededApp();

describe('sign-in throttle', () => {
  it("another address's guesses cannot lock the owner out; the guessing address is stopped after 10", async () => {
    const owner = await app.t.signUpMember('lockout');
    const attacker = app.t.anonymous();
    // Fired at once: each guess is counted before its password is checked, so none slip past.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => attacker.gql(SIGN_IN, { e: owner.email, p: 'guess' })),
    );
    const messages = guesses.map((result) => errorOf(result).message);
    expect(messages.filter((m) => m === 'Incorrect password')).toHaveLength(10);
    expect(messages.filter((m) => m === RATE_LIMITED.message)).toHaveLength(2);
    // A second attacker address adds its own failures.
    const another = app.t.anonymous();
    for (let i = 0; i < 3; i++) await another.gql(SIGN_IN, { e: owner.email, p: 'guess' });

    // The owner, from their own device, signs in as usual (and again: successes do not count).
    const device = app.t.anonymous();
    for (let i = 0; i < 2; i++) {
      const result = await device.gql(SIGN_IN, { e: owner.email, p: PASSWORD });
      expect(result.errors).toBeUndefined();
      expect(result.data.signIn.id).toBe(owner.id);
    }
    expect((await device.gql(ME)).data.me.id).toBe(owner.id);
    // The guessing address stays stopped, right password or not, until its window ends.
    expect(errorOf(await attacker.gql(SIGN_IN, { e: owner.email, p: PASSWORD }))).toEqual(
      RATE_LIMITED,
    );
  });

  it('stops guessing spread over many addresses at the account-wide ceiling', async () => {
    const owner = await app.t.signUpMember('ceiling');
    const { limit } = limits.signInFailuresPerAccount;
    const perAddress = limits.signInFailuresPerAccountAndIp.limit;
    for (let sent = 0; sent < limit; sent += perAddress) {
      const client = app.t.anonymous();
      const results = await Promise.all(
        Array.from({ length: perAddress }, () =>
          client.gql(SIGN_IN, { e: owner.email, p: 'guess' }),
        ),
      );
      for (const result of results) expect(errorOf(result).message).toBe('Incorrect password');
    }
    // A fresh address is refused before its password is even looked at.
    expect(errorOf(await app.t.anonymous().gql(SIGN_IN, { e: owner.email, p: 'guess' }))).toEqual(
      RATE_LIMITED,
    );
    expect(errorOf(await app.t.anonymous().gql(SIGN_IN, { e: owner.email, p: PASSWORD }))).toEqual(
      RATE_LIMITED,
    );
  });
});

describe('password change throttle', () => {
  it('allows 5 wrong current passwords per user, then RATE_LIMITED without changing anything', async () => {
    const user = await app.t.signUpMember('changeguess');
    for (let i = 0; i < 5; i++) {
      expect(errorOf(await user.gql(CHANGE, { c: `guess ${i}`, n: 'taken over' })).message).toBe(
        'Failed to update password. Please check your current password.',
      );
    }
    expect(errorOf(await user.gql(CHANGE, { c: 'guess 5', n: 'taken over' }))).toEqual(
      RATE_LIMITED,
    );
    expect(errorOf(await user.gql(CHANGE, { c: PASSWORD, n: 'taken over' }))).toEqual(RATE_LIMITED);
    // Per user, not per session: another session of the same user is no way around it.
    const other = app.t.anonymous();
    await other.ok(SIGN_IN, { e: user.email, p: PASSWORD });
    expect(errorOf(await other.gql(CHANGE, { c: 'guess 6', n: 'taken over' }))).toEqual(
      RATE_LIMITED,
    );
    expect(
      (await app.t.anonymous().gql(SIGN_IN, { e: user.email, p: PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('does not count a correct current password', async () => {
    const user = await app.t.signUpMember('changeok');
    let password = PASSWORD;
    for (let i = 0; i < limits.changePasswordFailuresPerUser.limit + 1; i++) {
      const next = `new secret ${i}`;
      expect((await user.gql(CHANGE, { c: password, n: next })).data?.changePassword).toBe(true);
      password = next;
    }
  });
});
