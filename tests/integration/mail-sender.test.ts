// MAIL_FROM in the form every mail provider documents, a name and an address (issue 27, #14): the
// server starts with it, and every mail goes out with that name as its sender.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/api';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { MAIL_FROM: 'Poker Night, Springfield <games@pokernight.test>' },
  });
});
afterAll(async () => {
  await t?.close();
});

it('sends with the display name of MAIL_FROM', async () => {
  const newcomer = await t.register('newcomer');
  const mail = await t.postmark.waitForMessage((m) => m.To === newcomer.email);
  expect(mail.From).toBe('"Poker Night, Springfield" <games@pokernight.test>');
});
