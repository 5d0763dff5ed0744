import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** The currencies' stocks side by side where there is room, one above the other on a phone. */
export const stocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

/** A stock's own action (set its floor), at the start of the line, its own width. */
export const stockAction = style({ alignSelf: 'flex-start' });

export const stockHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const paragraph = style({ margin: 0 });

/** The proposer's own pending move: says why there is nothing to press, in words, not only by absence. */
export const waiting = style({
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The day's chart by hour: a caption, then the bars across the card's width. */
export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 });

export const chartCaption = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** Time runs left to right in both languages, as on every chart of a day. */
export const chartBars = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '6rem',
  color: vars.color.accent,
  direction: 'ltr',
  overflow: 'visible',
});

/** The hours 0, 6, 12 and 18 under the bars, each at the start of its quarter, left to right as the bars. */
export const chartHours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  direction: 'ltr',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
