import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** Parts of one card or form, one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** The buy and sell prices side by side; one under the other when the text is zoomed past the width. */
export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

/** One price. A move tints it for a moment: up in the positive tone, down in the critical one. */
export const price = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  transition: 'background-color 0.6s ease-out',
  selectors: {
    '&[data-move="up"]': { backgroundColor: vars.color.positiveSubtle, borderColor: vars.color.positive },
    '&[data-move="down"]': { backgroundColor: vars.color.criticalSubtle, borderColor: vars.color.critical },
  },
});

export const priceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const priceValue = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
});

/** The 24h change: an arrow and the percent in the tone of the trend. */
export const change = styleVariants(
  { up: { color: vars.color.positive }, down: { color: vars.color.critical } },
  (tone) => [
    tone,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxsmall,
      fontSize: vars.fontSize.small,
      fontWeight: vars.font.weightMedium,
    },
  ],
);

export const arrow = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });

export const changeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The price line: the card's width, a fixed height; time runs left to right in every language. */
export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const chartLine = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '4rem',
  color: vars.color.accent,
  overflow: 'visible',
});

/** A row of the confirm dialog: the countdown after its label. */
export const countdownRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

/** What a new quote changed: focusable, so the person lands on it after asking for a new price. */
export const moveNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  marginBlockEnd: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.font.weightMedium,
  outline: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const dialogParts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The placeholders while the screen loads, spaced like what they stand for. */
export const placeholders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
