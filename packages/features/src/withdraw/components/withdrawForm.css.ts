import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** A link beside a section (Manage saved IBANs): a quiet text link with a full touch target. */
export const manageLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** A field with a line under it (the IBAN and its bank). */
export const fieldWithStatus = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/**
 * The bank of a valid IBAN under its field. Always in the page (empty until then), so screen readers
 * announce it when it appears.
 */
export const bankLine = style({
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
});

export const dialogNote = style({
  margin: 0,
  marginBlockStart: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

/** The authenticator app's code, set apart from the summary above it: what is checked, then who confirms. */
export const dialogCode = style({
  marginBlockStart: vars.space.medium,
});

/** Confirming with a passkey instead, under the code: the button, and what went wrong with the prompt. */
export const dialogPasskey = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

/** Running text inside a card or banner. */
export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.body });
