import { describe, expect, it } from 'vitest';
import { validateControls, type ControlsValues } from './validateControls';

const open: ControlsValues = {
  buy_enabled: true,
  sell_enabled: true,
  halted: false,
  halt_note: '',
  min_order_value: '100000',
  max_order_value: '',
};

describe('the controls form rule', () => {
  it('takes an open market with no maximum', () => {
    expect(validateControls(open)).toEqual({});
  });

  it('asks why a market is halted, for a minimum, and for a maximum not below it', () => {
    expect(
      validateControls({ ...open, halted: true, halt_note: '  ', min_order_value: '', max_order_value: '5' }),
    ).toEqual({
      halt_note: 'markets.validation.haltNoteRequired',
      min_order_value: 'markets.validation.minRequired',
    });
    expect(validateControls({ ...open, max_order_value: '99999' })).toEqual({
      max_order_value: 'markets.validation.maxBelowMin',
    });
    expect(validateControls({ ...open, halted: true, halt_note: 'Banks closed' })).toEqual({});
  });
});
