import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const box = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSubtle,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  color: vars.color.text,
  // Focused by a refused submit (FormErrorSummary's focusKey): the theme's ring, not the browser's.
  ':focus': { outline: 'none' },
  ':focus-visible': focusRing,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
});

export const list = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
});

export const link = style({
  display: 'inline-block',
  minBlockSize: '24px',
  color: vars.color.critical,
  textDecoration: 'underline',
  ':focus-visible': focusRing,
});
