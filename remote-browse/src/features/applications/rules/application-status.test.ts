import { applicationStatusText } from './application-status';

describe('applicationStatusText', () => {
  it.each([
    ['', 'Not started'],
    ['started', 'In progress'],
    ['submitted', 'Submitted'],
    ['approved', 'Submitted'],
    ['declined', 'Submitted'],
  ])('%p reads %p', (status, text) => {
    expect(applicationStatusText(status)).toBe(text);
  });
});
