import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** One notification; when it can be opened, the whole row is the target of its link or button. */
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&[data-unread]': { backgroundColor: vars.color.accentSubtle },
    '&:has(a, button):hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-within': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** The dot and the title; the dot stays on the title's first line when the title wraps. */
export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

/** The unread mark: a dot before the title (with the word for screen readers, and a bold title). */
export const dot = style({
  flexShrink: 0,
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  // Centred on the first line: half the line's height, less half the dot's.
  marginBlockStart: `calc(${vars.lineHeight.body} * 0.5em - 0.3125rem)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});

const titleBase = style({
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  selectors: { '[data-unread] &': { fontWeight: vars.font.weightBold } },
});

export const title = titleBase;

/** A title that opens the notification: a link or a button stretched over the whole row. */
export const action = style([
  titleBase,
  {
    cursor: 'pointer',
    textDecoration: 'none',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    selectors: {
      '&[data-focus-visible]::after, &:focus-visible::after': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
