import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** The row's marks: side by side, wrapping on a narrow screen. */
export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A warning pill, as the status badge draws one; its icon and words say it, not its colour. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  color: vars.color.warning,
  backgroundColor: vars.color.warningSubtle,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ flexShrink: 0, inlineSize: '1.15em', blockSize: '1.15em' });

export const label = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

/** The dialog's block: the signs read before the payout is sent, set apart from what approving does. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.warningSubtle,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const sentences = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
