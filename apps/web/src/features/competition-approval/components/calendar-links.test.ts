import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, upcomingMonths } from './calendar-links';

describe('calendarFeedUrl', () => {
  it('carries the page filters and the language to the feed', () => {
    expect(calendarFeedUrl('/api/public/calendar.ics', { regionId: 3, month: '2030-05' }, 'de', 'https://portal.example')).toBe(
      'https://portal.example/api/public/calendar.ics?regionId=3&month=2030-05&culture=de',
    );
    expect(calendarFeedUrl('/api/public/calendar.ics', {}, 'en-GB', 'https://portal.example')).toBe('https://portal.example/api/public/calendar.ics?culture=en');
  });
});

describe('upcomingMonths', () => {
  it('offers this month and the next eleven, across the turn of the year', () => {
    const months = upcomingMonths(new Date(2030, 10, 20), 'de');
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual([
      { value: '2030-11', text: 'November 2030' },
      { value: '2030-12', text: 'Dezember 2030' },
      { value: '2031-01', text: 'Januar 2031' },
    ]);
  });
});
