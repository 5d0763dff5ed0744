import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: '420px',
  // At 200% text zoom a long body must scroll inside the dialog, not push the buttons off screen.
  maxBlockSize: '100%',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  outline: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

const titleBase = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** Heading colour per tone: errors read as errors before the text is read. */
export const title = styleVariants({
  neutral: [titleBase, { color: vars.color.text }],
  critical: [titleBase, { color: vars.color.critical }],
});

export const dialogTones = ['neutral', 'critical'] as const;
