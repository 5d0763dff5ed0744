import { describe, expect, it } from 'vitest';
import { identifier } from './auditSentence';
import { auditSubjectOf } from './auditSubject';

describe('auditSubjectOf', () => {
  it('names each subject the server audits, its id an identifier', () => {
    const subject = (subject_type: string | null, subject_id: string | null) =>
      auditSubjectOf({ subject_type, subject_id });
    expect(subject('verification', '8')).toEqual({
      key: 'audit.subjects.verification',
      values: { id: identifier('8') },
    });
    expect(subject('market', 'USDT/IRT')).toEqual({
      key: 'audit.subjects.market',
      values: { pair: identifier('USDT/IRT') },
    });
    expect(subject('chain_transaction', 'ab12')?.values).toEqual({ hash: identifier('ab12') });
    expect(subject('user', '203')?.key).toBe('audit.subjects.user');
    expect(subject('factor_recovery', '12')?.key).toBe('audit.subjects.factorRecovery');
    expect(subject('treasury_move', '12')?.key).toBe('audit.subjects.treasuryMove');
    expect(subject('settings', 'desk')).toEqual({ key: 'audit.subjects.settings' });
  });

  it('writes a subject it has no words for as the server wrote it, and none when there is none', () => {
    expect(auditSubjectOf({ subject_type: 'desk', subject_id: null })).toEqual({
      key: 'audit.subjects.other',
      values: { subject: identifier('desk') },
    });
    expect(auditSubjectOf({ subject_type: 'order', subject_id: 'x-1' })?.values).toEqual({
      subject: identifier('order x-1'),
    });
    expect(auditSubjectOf({ subject_type: null, subject_id: null })).toBeNull();
  });
});
