import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download';

describe('the name of a downloaded file', () => {
  it('is the encoded name first, then the plain one, else the fallback', () => {
    expect(dispositionFileName(`attachment; filename="Rechnung.pdf"; filename*=UTF-8''Rechnung%20M%C3%BCnchen.pdf`, 'x.pdf')).toBe('Rechnung München.pdf');
    expect(dispositionFileName('attachment; filename="Teilnehmer.xlsx"', 'x.xlsx')).toBe('Teilnehmer.xlsx');
    expect(dispositionFileName(null, 'Vorlage.xlsx')).toBe('Vorlage.xlsx');
  });
});
