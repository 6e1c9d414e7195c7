import { describe, expect, it } from 'vitest';
import { csvFilename, moneyCell, textCell, toCsv } from './csv';

describe('CSV', () => {
  it('writes RFC 4180: a BOM, CRLF after every record, quotes only where needed, doubled', () => {
    const text = toCsv(
      ['Player', 'Prize'],
      [
        ['Smith, Jo', '12.50'],
        ['Jo "Ace" Lee', '0.00'],
        ['Two\nlines', '1.00'],
        ['Zoë', '3.00'],
      ],
    );
    expect(text).toBe(
      '\uFEFFPlayer,Prize\r\n"Smith, Jo",12.50\r\n"Jo ""Ace"" Lee",0.00\r\n"Two\nlines",1.00\r\nZoë,3.00\r\n',
    );
  });

  it('writes money as exact dollars', () => {
    expect([0, 5, 1250, 100, -250, 2_147_483_647].map(moneyCell)).toEqual([
      '0.00',
      '0.05',
      '12.50',
      '1.00',
      '-2.50',
      '21474836.47',
    ]);
  });

  it('keeps typed text that looks like a formula from running', () => {
    expect(textCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(textCell(`${start}1`)).toBe(`'${start}1`);
    expect(textCell('Ann = 1')).toBe('Ann = 1');
  });

  it('names the file after what it holds', () => {
    expect(csvFilename('Friday Regulars', 'results')).toBe('friday-regulars-results.csv');
    expect(csvFilename('Zoë’s "Club"', 'results')).toBe('zoes-club-results.csv');
    expect(csvFilename('   ', '')).toBe('poker-night.csv');
  });
});
