// A server that cannot reach its database says so in one line naming DATABASE_URL and exits,
// instead of printing a stack trace or waiting on a silent host forever.
import { spawn } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/api';

interface Exit {
  code: number | null;
  stderr: string;
  exitedAt: number;
}

/** Starts `server/main.ts` as `npm start` does, with only the variables given. */
function startServer(env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr, exitedAt: Date.now() })),
  );
}

function expectOneLine(exit: Exit, pattern: RegExp) {
  expect(exit.code).not.toBe(0);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot use the database in DATABASE_URL \(/);
  expect(lines[0]).toMatch(pattern);
  expect(exit.stderr).not.toMatch(/^\s+at /m);
}

const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(onPostgres)('a DATABASE_URL that cannot be reached', () => {
  const silent = createServer();
  const held: Socket[] = [];
  afterAll(async () => {
    held.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('refused: one line with the variable, the address (password hidden) and the cause', async () => {
    const port = await freePort();
    const exit = await startServer({
      DATABASE_URL: `postgres://poker:hunter2@127.0.0.1:${port}/poker`,
    });
    expectOneLine(exit, /connection refused by 127\.0\.0\.1:\d+/);
    expect(exit.stderr).toContain(`postgres://poker:***@127.0.0.1:${port}/poker`);
    expect(exit.stderr).not.toContain('hunter2');
  });

  it('a host that accepts and never answers: gives up after DATABASE_CONNECT_TIMEOUT', async () => {
    let connectedAt = 0;
    silent.on('connection', (socket) => {
      connectedAt ||= Date.now();
      held.push(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // 2 s rather than the default 10, which the unit test of the config checks.
    const exit = await startServer({
      DATABASE_URL: `postgres://poker@127.0.0.1:${port}/poker`,
      DATABASE_CONNECT_TIMEOUT: '2',
    });
    expectOneLine(exit, /127\.0\.0\.1:\d+ did not answer within 2 s/);
    expect(connectedAt).toBeGreaterThan(0);
    expect(exit.exitedAt - connectedAt).toBeGreaterThanOrEqual(2_000);
    expect(exit.exitedAt - connectedAt).toBeLessThan(5_000);
  }, 40_000);
});

describe.runIf(onPostgres)('a DATABASE_URL naming what the server does not have', () => {
  it('a missing database: the server’s own reason, in one line', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/poker_night_no_such_database';
    const exit = await startServer({ DATABASE_URL: url.href });
    expectOneLine(exit, /database "poker_night_no_such_database" does not exist$/);
  });
});
