/** The attribute a prerendered element's inline style moves to; main.tsx moves it back before hydrating. */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The server's Content-Security-Policy allows no `style` attribute in markup (React sets style props through
 * the CSSOM, which it does allow), and hydration would not restore one the browser dropped. So each inline
 * style of a page drawn ahead becomes a data attribute, matched by a rule the build writes into a stylesheet
 * file, with `!important` standing for the precedence an inline style has. Returns the markup and the rules.
 */
export function moveInlineStyles(html: string): { html: string; styleRules: string[] } {
  const rules = new Set<string>();
  const moved = html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const css = decodeAttribute(value);
    const selector = `[${PRERENDER_STYLE_ATTRIBUTE}=${JSON.stringify(css)}]`;
    const declarations = css
      .split(';')
      .filter((declaration) => declaration.trim() !== '')
      .map((declaration) => `${declaration} !important`)
      .join(';');
    rules.add(`${selector}{${declarations}}`);
    return ` ${PRERENDER_STYLE_ATTRIBUTE}="${value}"`;
  });
  return { html: moved, styleRules: [...rules] };
}
