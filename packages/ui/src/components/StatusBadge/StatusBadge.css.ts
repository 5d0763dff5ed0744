import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '1.15em',
  blockSize: '1.15em',
});

export const label = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
