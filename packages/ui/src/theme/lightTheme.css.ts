import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './lightTokens';

/** Class name that applies the light theme (spec: "Theme light"; the only theme for now). */
export const lightTheme = createTheme(vars, lightTokens);

// Also on :root, so overlays portalled to <body> (toasts, dialogs) resolve every token.
createGlobalTheme(':root', vars, lightTokens);
