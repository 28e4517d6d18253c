import { describe, expect, it } from 'vitest';
import { Limits } from './constants';
import { copyName, eventName, eventsWithoutProtocol } from './request-rules';

const event = (definitionEventId: string | null, measurementProtocol: string | null, longname: string | null = null) => ({ definitionEventId, longname, measurementProtocol });

describe('events without measurement protocol', () => {
  it('are the federation events without a protocol date; custom events need none', () => {
    const missing = event('10K', null, '10 km Straßenlauf');
    const events = [missing, event('HM', '2026-03-01'), event(null, null, 'Bambinilauf')];
    expect(eventsWithoutProtocol(events)).toEqual([missing]);
    expect(eventName(missing)).toBe('10 km Straßenlauf');
    expect(eventName(event('HM', null))).toBe('HM');
  });
});

describe('copy name', () => {
  it('marks the copy in the given language and keeps within the limit', () => {
    expect(copyName('Mainuferlauf', 'Kopie')).toBe('Mainuferlauf (Kopie)');
    const long = copyName('x'.repeat(Limits.long), 'copy');
    expect(long).toHaveLength(Limits.long);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});
