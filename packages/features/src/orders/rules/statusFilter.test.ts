import { describe, expect, it } from 'vitest';
import { orderIdOf, statusFilterOf } from './statusFilter';

describe('statusFilterOf (the ?status= of /orders)', () => {
  it('keeps a status the contract knows', () => {
    expect(statusFilterOf('Processing')).toBe('Processing');
    expect(statusFilterOf('Filled')).toBe('Filled');
    expect(statusFilterOf('Cancelled')).toBe('Cancelled');
  });

  it('shows every order for no status, or one it does not know (case included)', () => {
    expect(statusFilterOf(null)).toBe('all');
    expect(statusFilterOf('filled')).toBe('all');
    expect(statusFilterOf('Rejected')).toBe('all');
  });
});

describe('orderIdOf (the :id of /orders/:id/details)', () => {
  it('reads a positive whole number', () => {
    expect(orderIdOf('1042')).toBe(1042);
  });

  it('refuses anything that cannot name an order, without asking the server', () => {
    for (const param of [undefined, '', '0', '-3', '01', '1.5', 'abc', '1e3', '99999999999999999']) {
      expect(orderIdOf(param), String(param)).toBeNull();
    }
  });
});
