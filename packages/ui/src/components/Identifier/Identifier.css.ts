import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The whole identifier. It wraps only between groups: inside a value that lets long words break anywhere
 * (a detail list's value), `overflowWrap` is set back to normal so no group is split and its min-content
 * width stays one group.
 */
export const identifier = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

/** A group of characters: never split; the gap after it is space to read by, drawn, not typed. */
export const group = style({
  whiteSpace: 'nowrap',
  selectors: { '&:not(:last-child)': { marginInlineEnd: '0.4em' } },
});
