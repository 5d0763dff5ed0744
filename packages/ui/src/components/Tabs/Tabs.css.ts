import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

/** How far the list fades out at an end that has more tabs, and the margin a revealed tab keeps from it. */
const fade = vars.space.xlarge;
const fadeStart = createVar();
const fadeEnd = createVar();

const listFrameBase = style({
  minInlineSize: 0,
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px' },
  selectors: {
    '&[data-more-start]': { vars: { [fadeStart]: fade } },
    '&[data-more-end]': { vars: { [fadeEnd]: fade } },
  },
});

/**
 * The tab list's frame: an end with tabs out of sight fades out, the cue that the list scrolls (a list that
 * fits is drawn as it always was). A gradient has no logical direction, so the frame comes per reading
 * direction, from inline-start towards inline-end.
 */
export const listFrame = styleVariants({ ltr: 'to right', rtl: 'to left' }, (towardsEnd) => {
  const mask = `linear-gradient(${towardsEnd}, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`;
  return [listFrameBase, { selectors: { '&[data-more-start], &[data-more-end]': { maskImage: mask } } }];
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  // Room for the focus ring inside the scroll box.
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  // A tab reached by keyboard or revealed on selection stops clear of the fade.
  scrollPaddingInline: fade,
});

export const tab = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBlockEnd: '3px solid transparent',
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': {
      color: vars.color.accent,
      borderBlockEndColor: vars.color.accent,
      fontWeight: vars.font.weightBold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingBlock: vars.space.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
