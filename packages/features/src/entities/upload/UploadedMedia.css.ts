import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** A picture or a video at a size a reviewer can judge a face by, never wider than its column. */
const frame = {
  display: 'block',
  inlineSize: '100%',
  maxInlineSize: '28rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceMuted,
} as const;

export const image = style({ ...frame, blockSize: 'auto', maxBlockSize: '20rem', objectFit: 'contain' });

// A video not loaded yet (preload none) has no size of its own: it keeps a phone's portrait frame.
export const video = style({ ...frame, aspectRatio: '3 / 4', maxBlockSize: '24rem', objectFit: 'contain' });

// The player's own times ("0:00") in the app's font, not the machine's: Chromium's controls draw them in
// the shadow tree with a font of their own.
globalStyle(
  `${video}::-webkit-media-controls-current-time-display, ${video}::-webkit-media-controls-time-remaining-display`,
  { fontFamily: vars.font.body },
);

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  maxInlineSize: '28rem',
  borderRadius: vars.radius.small,
  border: `1px dashed ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const fallbackText = style({ margin: 0, color: vars.color.text });

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
