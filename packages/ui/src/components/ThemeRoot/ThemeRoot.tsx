import type { ReactNode } from 'react';
import { lightTheme } from '../../theme/lightTheme.css';
import { root } from './ThemeRoot.css';

export interface ThemeRootProps {
  /** The app or story to theme. */
  children?: ReactNode;
}

/** Applies the light theme to its subtree and fills at least the dynamic viewport height. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return <div className={`${lightTheme} ${root}`}>{children}</div>;
}
