import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The dialog's content under its title: one column, the step's parts in reading order. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** "Step 2 of 3: Add to the app"; focused when the step changes, so it is read out. */
export const stepHeading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  outline: 'none',
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const appName = style({ whiteSpace: 'nowrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The step's buttons: the main one first in reading order, side by side, on two rows when narrow. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const action = style({ flex: '1 1 8rem', display: 'flex' });

export const qr = style({ display: 'flex', justifyContent: 'center' });

/** The key on a muted panel: its label, the key, the copy button. */
export const keyBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  minInlineSize: 0,
});

export const keyLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The key's line: at the start of the line in either language, though the key reads left to right. */
export const keyLine = style({ margin: 0, minInlineSize: 0, alignSelf: 'stretch' });

export const key = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.large,
  letterSpacing: '0.04em',
  wordSpacing: '0.2em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/**
 * Ten codes in two columns (one at 200% text size), left to right as they are typed; a code never breaks at
 * its dashes, so it is read and copied whole.
 */
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7.25rem), 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const code = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  userSelect: 'all',
});

export const codeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const icon = style({ inlineSize: '20px', blockSize: '20px', flexShrink: 0 });
