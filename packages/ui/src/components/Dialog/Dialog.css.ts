import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSubtle,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

/** Confirm first in reading order; both buttons share the row and wrap onto two rows when narrow. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

export const action = style({
  flex: '1 1 8rem',
  display: 'flex',
});
