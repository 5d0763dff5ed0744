import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The body of the sessions and sign-ins cards, one part under the other. */
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

/** The sessions or sign-ins, divided by lines inside the card. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.small,
  // Focused by the card after a sign-out (the pressed button is gone): a ring only for the keyboard.
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  minInlineSize: 0,
  selectors: { '&:first-child': { paddingBlockStart: 0, borderBlockStart: 'none' } },
});

/** A row's marks and name: they wrap onto more lines rather than push the card wider. */
export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minInlineSize: 0,
});

/** The browser and system: a User-Agent may name anything, at any length, so it breaks where it must. */
export const device = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

/** Address and times, a label before each value. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  minInlineSize: 0,
});

export const factLabel = style({ margin: 0 });

export const factValue = style({ margin: 0, color: vars.color.text, minInlineSize: 0 });

/** An address reads left to right in either language, and a long IPv6 one breaks rather than overflows. */
export const address = style({ fontFamily: vars.font.numeric, overflowWrap: 'anywhere' });

/** A row's action keeps to the end of the row. */
export const rowAction = style({ alignSelf: 'flex-end', marginBlockStart: vars.space.xxsmall });

/** The text that stands for a list with nothing in it. */
export const note = style({ margin: 0, color: vars.color.textMuted });

/** The dialog's words about the device being signed out. */
export const dialogDevice = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.body });

/** A passkey's two buttons, at the row's end, wrapping under each other when narrow. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockStart: vars.space.xxsmall,
});
