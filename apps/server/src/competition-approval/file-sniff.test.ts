import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentMatchesExtension, extensionOf, safeFileName } from './file-sniff';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('attachment files', () => {
  it('knows only the allowed extensions, in any case', () => {
    expect(extensionOf('Ausschreibung.PDF')).toBe('pdf');
    expect(extensionOf('plan.tar.xlsx')).toBe('xlsx');
    expect(extensionOf('setup.exe')).toBeNull();
    expect(extensionOf('README')).toBeNull();
  });

  it('accepts content that fits the extension and refuses what was renamed', () => {
    expect(contentMatchesExtension('a.pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesExtension('a.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(contentMatchesExtension('a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(contentMatchesExtension('a.docx', bytes(0x50, 0x4b, 0x03, 0x04, 1))).toBe(true);
    expect(contentMatchesExtension('a.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(contentMatchesExtension('a.txt', text('Startzeit 10:00 Uhr, Straße frei\r\n'))).toBe(true);
    expect(contentMatchesExtension('a.pdf', text('MZ\x90\x00'))).toBe(false);
    expect(contentMatchesExtension('a.txt', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBe(false);
    expect(contentMatchesExtension('a.png', text('%PDF-1.7'))).toBe(false);
    expect(contentMatchesExtension('a.exe', text('%PDF-1.7'))).toBe(false);
    expect(contentMatchesExtension('a.pdf', bytes())).toBe(false);
  });

  it('keeps only the base name without control characters', () => {
    expect(safeFileName('C:\\Users\\x\\Plan.pdf')).toBe('Plan.pdf');
    expect(safeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(safeFileName('a\u0000b"c.txt')).toBe('a_b_c.txt');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(safeFileName(`${'x'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });

  it('sends a download with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Lauf für alle.pdf')).toBe(`attachment; filename="Lauf fur alle.pdf"; filename*=UTF-8''Lauf%20f%C3%BCr%20alle.pdf`);
    expect(attachmentDisposition('a"b.pdf')).toContain('filename="a_b.pdf"');
  });
});
