import { style } from '@vanilla-extract/css';
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

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
});
