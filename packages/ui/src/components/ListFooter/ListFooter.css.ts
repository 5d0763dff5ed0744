import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const range = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
