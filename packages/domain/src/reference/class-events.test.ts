import { describe, expect, it } from 'vitest';
import { eventsForClass } from './class-events';

describe('eventsForClass', () => {
  it('gives the open class its championship implements only', () => {
    const codes = eventsForClass('M').map((e) => e.code);
    expect(codes).toContain('SP7260');
    expect(codes).not.toContain('SP6000');
    expect(codes).toContain('110H1067');
  });

  it('gives a masters class every event of its sex', () => {
    const codes = eventsForClass('W40').map((e) => e.code);
    expect(codes).toContain('SP3000');
    expect(codes).toContain('HEP');
    expect(codes).not.toContain('DEC');
  });
});
