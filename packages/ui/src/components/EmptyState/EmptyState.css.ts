import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text,
});

export const illustration = style({ inlineSize: '64px', blockSize: '64px', color: vars.color.textMuted });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });
