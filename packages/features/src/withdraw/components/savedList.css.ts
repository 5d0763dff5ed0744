import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** One saved IBAN or address: its details, and Delete at the end (below them when they need the room). */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Wide enough for a whole IBAN on one line: Delete moves below it rather than split it.
  flex: '1 1 17rem',
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** When a saved destination may first be used, while it still waits (secure-withdrawal mode). */
export const wait = style({
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.small,
});

/** Delete keeps to the end of its line, also when it wrapped below the details. */
export const action = style({ marginInlineStart: 'auto' });

/** The line of the IBAN or address (an `Identifier`, which wraps only between its groups). */
export const code = style({
  margin: 0,
  color: vars.color.text,
});

export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
