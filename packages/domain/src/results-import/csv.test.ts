import { describe, expect, it } from 'vitest';
import { decodeCsv, detectSeparator, splitCsv } from './csv';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsv', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeCsv(utf8('Müller;Weißenfels'))).toBe('Müller;Weißenfels');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Müller')]))).toBe('Müller');
  });

  it('reads the Windows-1252 bytes German Excel writes', () => {
    // "Müller;Weißenfels" as Windows-1252: ü is 0xFC, ß is 0xDF (invalid as UTF-8).
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x57, 0x65, 0x69, 0xdf, 0x65, 0x6e, 0x66, 0x65, 0x6c, 0x73]);
    expect(decodeCsv(bytes)).toBe('Müller;Weißenfels');
    // 0x80 is the euro sign in Windows-1252, not a control character as in Latin-1.
    expect(decodeCsv(new Uint8Array([0x80, 0x20, 0xe4]))).toBe('€ ä');
  });
});

describe('splitCsv', () => {
  it('takes the separator from the header line', () => {
    expect(detectSeparator('Name;Vorname;Leistung\n"a,b";c;10,52')).toBe(';');
    expect(detectSeparator('Last name,First name,Mark\nx;y,z,1')).toBe(',');
    expect(detectSeparator('"Name; Vorname",Mark,Wind\n')).toBe(',');
  });

  it('splits semicolon sheets with decimal commas and CRLF', () => {
    expect(splitCsv('Name;Leistung;Wind\r\nMüller;10,52;+1,8\r\nSchmidt;10,8*;\r\n')).toEqual([
      ['Name', 'Leistung', 'Wind'],
      ['Müller', '10,52', '+1,8'],
      ['Schmidt', '10,8*', ''],
    ]);
  });

  it('keeps separators, line breaks and doubled quotes inside quoted cells', () => {
    expect(splitCsv('Name,Club,Mark\n"Müller, Hans","LG ""Nord""\nBerlin",10.52\n')).toEqual([
      ['Name', 'Club', 'Mark'],
      ['Müller, Hans', 'LG "Nord"\nBerlin', '10.52'],
    ]);
  });

  it('leaves out blank lines and reads a last line without line end', () => {
    expect(splitCsv('a;b\n\n;\nc;d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
