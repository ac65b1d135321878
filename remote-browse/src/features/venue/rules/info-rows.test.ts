import { CLASS_INFO_LABELS, venueFixture } from '../../../testing/browse-fixtures';
import { infoRows } from './info-rows';

const labels = (...args: Parameters<typeof infoRows>) => infoRows(...args).map((row) => row.label);
const value = (key: string, ...args: Parameters<typeof infoRows>) => {
  const row = infoRows(...args).find((r) => r.key === key);
  return row && 'value' in row ? row.value : undefined;
};
const seats = { schoolShowsSeats: true };

describe('infoRows', () => {
  it('shows every row of a class in the spec’s order', () => {
    expect(labels(venueFixture(), seats)).toEqual(CLASS_INFO_LABELS);
  });

  describe('cost and hours hiding', () => {
    it('hides Cost when the item hides its cost', () => {
      expect(labels(venueFixture({ hideCost: true }), seats)).not.toContain('Cost');
      expect(labels(venueFixture({ hideCost: true }), seats)).toContain('Hours');
    });
    it('hides Hours when the item hides its hours', () => {
      expect(labels(venueFixture({ hideHours: true }), seats)).not.toContain('Hours');
      expect(labels(venueFixture({ hideHours: true }), seats)).toContain('Cost');
    });
    it('hides both when both are hidden', () => {
      const rows = labels(venueFixture({ hideCost: true, hideHours: true }), seats);
      expect(rows).not.toContain('Cost');
      expect(rows).not.toContain('Hours');
    });
    it('applies the same flags to a pathway', () => {
      const pathway = venueFixture({ venueType: 'PATH', hideHours: true, hasInstructor: false });
      expect(labels(pathway, seats)).toEqual(['Date(s)', 'Cost', 'Seats Available']);
    });
    it('formats the cost, and a price of 0 as Free', () => {
      expect(value('cost', venueFixture({ totalPrice: 1450 }), seats)).toBe('$ 1,450.00');
      expect(value('cost', venueFixture({ totalPrice: 0 }), seats)).toBe('Free');
    });
    it('formats the hours', () => {
      expect(value('hours', venueFixture({ totalHours: 22.5 }), seats)).toBe('22.5 hours');
      expect(value('hours', venueFixture({ totalHours: 1 }), seats)).toBe('1 hour');
    });
  });

  describe('seats', () => {
    it('needs both the school and the item to show seats', () => {
      expect(labels(venueFixture(), { schoolShowsSeats: false })).not.toContain('Seats Available');
      expect(labels(venueFixture({ showSeats: false }), seats)).not.toContain('Seats Available');
      expect(value('seats', venueFixture({ seatsAvailable: 0 }), seats)).toBe('0');
    });
  });

  it('leaves Instructor out when there is none', () => {
    expect(labels(venueFixture({ hasInstructor: false, instructorId: null }), seats)).not.toContain(
      'Instructor',
    );
  });

  it('says when a class has no fixed days or times, or no dates yet', () => {
    expect(value('times', venueFixture({ weekDays: '', classTime: '' }), seats)).toBe('Flexible schedule');
    expect(value('times', venueFixture({ weekDays: 'Sat', classTime: '' }), seats)).toBe('Sat');
    expect(value('times', venueFixture(), seats)).toBe('Mon, Wed 6:00 PM - 9:00 PM');
    expect(value('dates', venueFixture({ dateRange: '' }), seats)).toBe('To be announced');
  });
});
