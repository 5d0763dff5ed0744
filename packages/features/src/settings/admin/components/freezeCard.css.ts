import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** A sentence inside the banner or the dialog: the box around it sets the spacing. */
export const text = style({ margin: 0 });

/** The button at the start of the line, its own width. */
export const submit = style({ alignSelf: 'flex-start' });

/** The note as the person will read it, quoted in the dialog; its own direction (a Latin note reads LTR). */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
