// The Storybook Vite builder's virtual module with the composed preview annotations (preview.tsx
// plus every addon's); used by the Vitest setup to add the screenshot step on top.
declare module 'virtual:/@storybook/builder-vite/project-annotations.js' {
  import type { ProjectAnnotations } from 'storybook/internal/types';
  import type { ReactRenderer } from '@storybook/react-vite';
  export function getProjectAnnotations(): ProjectAnnotations<ReactRenderer>;
}
