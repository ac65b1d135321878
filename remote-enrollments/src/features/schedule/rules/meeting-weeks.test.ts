import type { Meeting } from '../../../contract';
import { groupMeetingsByWeek, weekLabel } from './meeting-weeks';

const meeting = (date: string, startTime: string, title = 'Welding I'): Meeting => ({
  uid: `${title}-${date}-${startTime}`,
  venueType: 'CLASS',
  venueId: 1,
  classId: 1,
  title,
  code: 'WLD-101',
  date,
  startTime,
  endTime: '23:00',
  locationName: null,
  locationAddress: null,
  instructorName: null,
});

describe('groupMeetingsByWeek', () => {
  it('is empty without meetings', () => expect(groupMeetingsByWeek([])).toEqual([]));

  it('groups by Monday-to-Sunday weeks, days in order, each day by start time', () => {
    const weeks = groupMeetingsByWeek([
      meeting('2026-12-07', '09:00'),
      meeting('2026-12-06', '18:00', 'Evening Lab'),
      meeting('2026-11-30', '13:00'),
      meeting('2026-11-30', '08:30', 'Early Math'),
      meeting('2026-12-06', '10:00'),
    ]);
    expect(weeks.map((week) => week.weekStart)).toEqual(['2026-11-30', '2026-12-07']);
    expect(weeks[0]!.label).toBe('Week of Nov 30 – Dec 6');
    expect(weeks[0]!.days.map((day) => [day.date, day.meetings.map((m) => m.startTime)])).toEqual([
      ['2026-11-30', ['08:30', '13:00']],
      ['2026-12-06', ['10:00', '18:00']],
    ]);
    expect(weeks[1]!.days).toHaveLength(1);
  });

  it('skips weeks without meetings and crosses the year', () => {
    const weeks = groupMeetingsByWeek([meeting('2027-01-01', '09:00'), meeting('2026-12-14', '09:00')]);
    expect(weeks.map((week) => week.weekStart)).toEqual(['2026-12-14', '2026-12-28']);
    expect(weekLabel('2026-12-28')).toBe('Week of Dec 28 – Jan 3');
  });

  it('keeps two meetings at the same time apart, by title', () => {
    const [week] = groupMeetingsByWeek([
      meeting('2026-11-30', '09:00', 'B'),
      meeting('2026-11-30', '09:00', 'A'),
    ]);
    expect(week!.days[0]!.meetings.map((m) => m.title)).toEqual(['A', 'B']);
  });
});
