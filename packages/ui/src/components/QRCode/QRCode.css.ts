import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  // Scanners need dark modules on a light ground, whatever the theme.
  backgroundColor: '#ffffff',
  maxInlineSize: '100%',
});

export const code = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  overflowWrap: 'anywhere',
});
