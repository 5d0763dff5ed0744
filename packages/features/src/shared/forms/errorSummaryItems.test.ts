import { describe, expect, it } from 'vitest';
import { errorSummaryItems } from './errorSummaryItems';

describe('errorSummaryItems', () => {
  it('lists the failure first, then each field message linked to its input', () => {
    expect(
      errorSummaryItems('Invalid', { email: 'Bad email', gender: 'Required' }, { email: 'email-id' }),
    ).toEqual([
      { message: 'Invalid' },
      { fieldId: 'email-id', message: 'Bad email' },
      { message: 'Required' },
    ]);
  });

  it('says each text once, whether repeated by fields or by the failure', () => {
    const items = errorSummaryItems(
      'Wrong credentials',
      { email: 'Wrong credentials', password: 'Fill all', confirmation: 'Fill all' },
      { email: 'e', password: 'p', confirmation: 'c' },
    );
    expect(items).toEqual([{ message: 'Wrong credentials' }, { fieldId: 'p', message: 'Fill all' }]);
  });

  it('is empty when nothing is wrong', () => {
    expect(errorSummaryItems(null, {}, {})).toEqual([]);
  });
});
