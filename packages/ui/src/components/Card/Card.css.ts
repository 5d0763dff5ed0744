import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
