// Phones on the home Wi-Fi (issue 28): with PUBLIC_URL unset, a page at one of this machine's own
// addresses on its port may use the API, and links in its answers (the TV display link) and in
// the mails it causes are built on that address; any other origin is still refused. The test
// hands the server 127.0.0.2 as its network address (NETWORK_ADDRESSES): no traffic leaves
// 127.0.0.0/8.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  PASSWORD,
  startTestApp,
  subscribe,
  uniqueEmail,
  type ApiClient,
  type TestApp,
} from '../support/api';
import { RequestPasswordReset, SignIn } from '../support/operations';
import { queuedMail } from '../support/outbox';
import { createSeed, type Seed } from '../support/seed';
import {
  EventTournament,
  gameNight,
  StartTournament,
  TournamentChanged,
} from '../support/tournament';

const TYPENAME = `{ __typename }`;

let t: TestApp;
let seed: Seed;
let port: number;
let wifi: string;
beforeAll(async () => {
  port = await freePort();
  wifi = `http://127.0.0.2:${port}`;
  t = await startTestApp({ port, env: { PUBLIC_URL: '', NETWORK_ADDRESSES: '127.0.0.2' } });
  seed = createSeed(t);
});
afterAll(async () => {
  await t?.close();
});

/** A browser on a page at `origin`, signed in as `email`. */
async function browserAt(origin: string, email: string): Promise<ApiClient> {
  const browser = t.anonymous({ origin });
  const signedIn = await browser.gql(SignIn, { email, password: PASSWORD });
  expect(signedIn.errors).toBeUndefined();
  return browser;
}

describe('PUBLIC_URL unset, 127.0.0.2 one of the machine’s addresses', () => {
  it('a page at the network address signs in, and its display link is on that address', async () => {
    const { host, event } = await gameNight(seed, 2, { prefix: 'wifi' });
    const phone = await browserAt(wifi, host.email);
    const { startTournament } = await phone.ok(StartTournament, {
      eventId: event.id,
      settings: { templateId: 'turbo' },
    });
    expect(startTournament.displayUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.2:${port}/#/display/[a-z2-7]+$`),
    );
    const token = startTournament.displayUrl!.split('/').pop();

    // The same tournament read on the laptop itself: its link is on localhost.
    const laptop = await browserAt(`http://localhost:${port}`, host.email);
    const { event: onLaptop } = await laptop.ok(EventTournament, { id: event.id });
    expect(onLaptop!.tournament!.displayUrl).toBe(`http://localhost:${port}/#/display/${token}`);
  });

  it('live updates: each socket gets the display link of the address it came on', async () => {
    const { host, event } = await gameNight(seed, 2, { prefix: 'wifilive' });
    await host.ok(StartTournament, { eventId: event.id, settings: { templateId: 'turbo' } });
    const phone = await browserAt(wifi, host.email);
    const laptop = await browserAt(`http://localhost:${port}`, host.email);
    const phoneWs = phone.ws(wifi);
    const laptopWs = laptop.ws(`http://localhost:${port}`);
    try {
      const onPhone = subscribe(phoneWs, TournamentChanged, { eventId: event.id });
      const onLaptop = subscribe(laptopWs, TournamentChanged, { eventId: event.id });
      // Answered once the subscriptions ahead of them on each socket are registered.
      await subscribe(phoneWs, TYPENAME).next();
      await subscribe(laptopWs, TYPENAME).next();
      await phone.ok(`mutation($id: ID!) { resumeTournament(eventId: $id) { id } }`, {
        id: event.id,
      });
      const phoneUrl = (await onPhone.next()).data!.tournamentChanged!.displayUrl!;
      const laptopUrl = (await onLaptop.next()).data!.tournamentChanged!.displayUrl!;
      expect(phoneUrl.startsWith(`${wifi}/#/display/`)).toBe(true);
      expect(laptopUrl.startsWith(`http://localhost:${port}/#/display/`)).toBe(true);
    } finally {
      await phoneWs.dispose();
      await laptopWs.dispose();
    }
  });

  it('a mail a phone’s request causes links to the phone’s address', async () => {
    const member = await seed.member('wifireset');
    await t.anonymous({ origin: wifi }).ok(RequestPasswordReset, { email: member.email });
    const [mail] = await queuedMail(t.database, member.email, 'passwordReset');
    expect((mail!.payload.props as { resetUrl: string }).resetUrl).toMatch(
      new RegExp(`^${wifi}/#/reset-password\\?oobCode=`),
    );
  });

  it('a forged Host never lands in a mail: the link stays on localhost', async () => {
    const email = uniqueEmail('forged');
    await seed.member('forged', email);
    const body = JSON.stringify({
      query: `mutation($e: String!) { requestPasswordReset(email: $e) }`,
      variables: { e: email },
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: {
            host: `evil.example:${port}`,
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.77',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    const [mail] = await queuedMail(t.database, email, 'passwordReset');
    expect((mail!.payload.props as { resetUrl: string }).resetUrl).toMatch(
      new RegExp(`^http://localhost:${port}/#/reset-password\\?oobCode=`),
    );
  });

  it.each([
    'http://127.0.0.3:PORT', // an address that is not this machine's
    'http://127.0.0.2:1', // this machine, another port
    'http://evil.example:PORT', // a name pointed at this machine (DNS rebinding)
  ])('refuses %s and names the network address to open', async (pattern) => {
    const origin = pattern.replace('PORT', String(port));
    const member = await seed.member('elsewhere');
    const refused = await t.anonymous({ origin }).gql(SignIn, {
      email: member.email,
      password: PASSWORD,
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: `This page (${origin}) is not the address this Poker Night server runs at. Open ${wifi} instead.`,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('npm start', () => {
  it('prints each address a phone on the same network can open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'poker-night-banner-'));
    const serverPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(serverPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NETWORK_ADDRESSES: '127.0.0.2',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let stdout = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
          if (stdout.includes('\n')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stdout}`)));
      });
      expect(stdout).toBe(`On your network: http://127.0.0.2:${serverPort}\n`);
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
