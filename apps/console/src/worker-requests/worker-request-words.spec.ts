import { daysLeftText } from './worker-request-words';

describe('the days left of a worker request', () => {
  const pending = (business_days_left: number, overdue = false) => ({ status: 'pending' as const, business_days_left, overdue });

  it('counts the business days left, the due day itself as due today', () => {
    expect(daysLeftText(pending(20))).toBe('20 business days left');
    expect(daysLeftText(pending(1))).toBe('1 business day left');
    expect(daysLeftText(pending(0))).toBe('Due today');
  });

  it('says overdue in words, with the business days past when there are any', () => {
    expect(daysLeftText(pending(-3, true))).toBe('Overdue by 3 business days');
    expect(daysLeftText(pending(-1, true))).toBe('Overdue by 1 business day');
    expect(daysLeftText(pending(0, true))).toBe('Overdue');
  });

  it('shows nothing for an answered request', () => {
    expect(daysLeftText({ status: 'completed', business_days_left: null, overdue: false })).toBe('—');
    expect(daysLeftText({ status: 'declined', business_days_left: null, overdue: false })).toBe('—');
  });
});
