import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'pn-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a second holder while the first is alive, naming the fix', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    // A live process other than us holds it: pretend with our parent's pid.
    writeFileSync(join(dir, 'poker-night.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      /in use by another Poker Night process .*DATABASE_URL/,
    );
    release();
    expect(existsSync(join(dir, 'poker-night.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'poker-night.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'poker-night.lock'))).toBe(true);
    release();
  });
});
