import { describe, expect, it } from 'vitest';
import { fillPage, PAGE_STATE_ID } from './pageDocument';

// As the build writes its pages: index.html with the boot script, and the root empty (or drawn before).
const template =
  '<!doctype html>\n<html lang="fa" dir="rtl">\n  <head>\n    <title>Sarraf / صراف</title>\n' +
  '    <script type="module" src="/assets/boot-1.js" data-when="frame"></script>\n  </head>\n' +
  '  <body>\n    <div id="root" data-prerendered="fa"><main><div>old</div></main></div>\n  </body>\n</html>\n';

const view = { html: '<main><p>new</p></main>', locale: 'en', title: 'Sarraf', state: null } as const;

describe('fillPage', () => {
  it('puts the view in the root, in its language, direction and title, and keeps the rest', () => {
    const page = fillPage(template, view);
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<title>Sarraf</title>');
    expect(page).toContain('<div id="root" data-prerendered="en"><main><p>new</p></main></div>\n  </body>');
    expect(page).not.toContain('old');
    expect(page).toContain('<script type="module" src="/assets/boot-1.js" data-when="frame"></script>');
    expect(page).not.toContain(PAGE_STATE_ID);
    expect(fillPage(template, { ...view, locale: 'fa' })).toContain('<html lang="fa" dir="rtl">');
  });

  it('fills an empty root (index.html) too', () => {
    const page = fillPage(template.replace(/<div id="root".*<\/div>/, '<div id="root"></div>'), view);
    expect(page).toContain('<div id="root" data-prerendered="en"><main><p>new</p></main></div>');
  });

  it('escapes the title, and keeps the answers it carries from closing their element', () => {
    const note = '</script><script>alert(1)</script>';
    const page = fillPage(template, { ...view, title: 'A & B <c>', state: { note } as never });
    expect(page).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(page).not.toContain('</script><script>alert(1)');
    const block = page.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(block!)).toEqual({ note });
  });

  it('refuses a template without a root', () => {
    expect(() => fillPage('<html><body></body></html>', view)).toThrow(/no #root/);
  });
});
