import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';
import { rowList } from '../../shared/styles/rows.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** The orders awaiting the person stand out from the list below: an accent edge on their surface. */
export const list = style([rowList, { borderInlineStart: `4px solid ${vars.color.warning}` }]);

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const number = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The desk's stage as a badge its own size, not stretched across the row. */
export const stage = style({ display: 'flex' });

export const deadline = style({
  display: 'flex',
  margin: 0,
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const review = style({ display: 'flex', justifyContent: 'flex-end' });

/** Why an order waiting for the desk offers no answer yet. */
export const waiting = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});
