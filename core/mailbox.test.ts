import { describe, expect, it } from 'vitest';
import { formatMailbox, parseMailbox } from './mailbox';

describe('parseMailbox', () => {
  it.each([
    ['games@example.com', null, 'games@example.com'],
    ['  games@example.com ', null, 'games@example.com'],
    ['Poker Night <games@example.com>', 'Poker Night', 'games@example.com'],
    ['Poker Night<games@example.com>', 'Poker Night', 'games@example.com'],
    ['"Poker Night, Inc." <games@example.com>', 'Poker Night, Inc.', 'games@example.com'],
    ['"Ann \\"Aces\\" Lee" <ann@example.com>', 'Ann "Aces" Lee', 'ann@example.com'],
    ['Soirée poker <jeu@example.fr>', 'Soirée poker', 'jeu@example.fr'],
    ['<games@example.com>', null, 'games@example.com'],
    ['Poker Night, Springfield <g@example.com>', 'Poker Night, Springfield', 'g@example.com'],
  ])('reads %s', (value, name, address) => {
    expect(parseMailbox(value)).toEqual({ name, address });
  });

  it.each([
    ['no address', 'Poker Night'],
    ['a bad address', 'Poker Night <games@>'],
    ['two mailboxes', 'a@example.com, b@example.com'],
    ['two addresses in brackets', 'Poker <a@example.com> <b@example.com>'],
    ['an unclosed quote', '"Poker Night <games@example.com>'],
    ['a line break (header injection)', 'Poker\r\nBcc: x@example.com <games@example.com>'],
    ['text after the address', 'Poker <games@example.com> extra'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(parseMailbox(value)).toBeNull();
  });
});

describe('formatMailbox', () => {
  it('writes the address alone, or the name and the address', () => {
    expect(formatMailbox({ name: null, address: 'games@example.com' })).toBe('games@example.com');
    expect(formatMailbox({ name: 'Poker Night', address: 'games@example.com' })).toBe(
      'Poker Night <games@example.com>',
    );
    expect(formatMailbox({ name: 'Soirée poker', address: 'jeu@example.fr' })).toBe(
      'Soirée poker <jeu@example.fr>',
    );
  });

  it('quotes a name with special characters, escaping quotes and backslashes', () => {
    expect(formatMailbox({ name: 'Poker Night, Inc.', address: 'g@example.com' })).toBe(
      '"Poker Night, Inc." <g@example.com>',
    );
    expect(formatMailbox({ name: 'Ann "Aces" Lee', address: 'a@example.com' })).toBe(
      '"Ann \\"Aces\\" Lee" <a@example.com>',
    );
  });

  it('reads back what it wrote', () => {
    for (const name of ['Poker Night', 'Poker Night, Inc.', 'Ann "Aces" \\ Lee', 'Jo (host)']) {
      const mailbox = { name, address: 'g@example.com' };
      expect(parseMailbox(formatMailbox(mailbox))).toEqual(mailbox);
    }
  });
});
