import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const credited = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});

/** Never wider than the card's column, whatever the button's text. */
export const submit = style({ alignSelf: 'flex-start', maxInlineSize: '100%' });
