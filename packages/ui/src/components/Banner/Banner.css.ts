import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  borderInlineStart: '4px solid currentColor',
});

export const icon = style({ flexShrink: 0, inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

/** Details are in the main text colour: the tone colour marks the headline and icon only. */
export const details = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });
