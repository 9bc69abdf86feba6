import { answerDeadline, requestDay } from './answer-deadline';

describe('a worker request’s deadline', () => {
  const pending = (dueOn: string) => ({ status: 'pending' as const, dueOn });

  it('counts business days left to the due day, across a weekend and a month end', () => {
    // 2026-11-27 is a Friday; 2026-12-01 a Tuesday.
    expect(answerDeadline(pending('2026-12-01'), '2026-11-27')).toEqual({ businessDaysLeft: 2, overdue: false });
    expect(answerDeadline(pending('2026-12-01'), '2026-11-28')).toEqual({ businessDaysLeft: 2, overdue: false });
    expect(answerDeadline(pending('2026-12-01'), '2026-12-01')).toEqual({ businessDaysLeft: 0, overdue: false });
  });

  it('is overdue from the day after the due day, a weekend included, with the business days past as negative', () => {
    // Due Friday 2026-12-04: Saturday is overdue though no business day has passed; Tuesday is 2 business days late.
    expect(answerDeadline(pending('2026-12-04'), '2026-12-05')).toEqual({ businessDaysLeft: 0, overdue: true });
    expect(answerDeadline(pending('2026-12-04'), '2026-12-08')).toEqual({ businessDaysLeft: -2, overdue: true });
  });

  it('leaves an answered request without days left, never overdue', () => {
    expect(answerDeadline({ status: 'completed', dueOn: '2026-12-01' }, '2027-01-15')).toEqual({ businessDaysLeft: null, overdue: false });
    expect(answerDeadline({ status: 'declined', dueOn: '2026-12-01' }, '2027-01-15')).toEqual({ businessDaysLeft: null, overdue: false });
  });

  it('takes today in Mexico City', () => {
    expect(requestDay(new Date('2026-12-02T05:59:00.000Z'))).toBe('2026-12-01');
    expect(requestDay(new Date('2026-12-02T06:00:00.000Z'))).toBe('2026-12-02');
  });
});
