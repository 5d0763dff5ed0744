import type { Decorator, StoryContext } from '@storybook/react-vite';

/** The workbench's languages; the `locale` global (toolbar, or the test project) holds one of them. */
export type StoryLocale = 'fa' | 'en';

/** One value per workbench language, Persian first. */
export type Localized<T> = Readonly<Record<StoryLocale, T>>;

/** The story's locale: Persian unless the `locale` global says English, as the workbench decides. */
export function storyLocale({ globals }: Pick<StoryContext, 'globals'>): StoryLocale {
  return globals.locale === 'en' ? 'en' : 'fa';
}

/** The entry of `table` for the story's locale, e.g. in a play function: `pick(text, context).label`. */
export function pick<T>(table: Localized<T>, context: Pick<StoryContext, 'globals'>): T {
  return table[storyLocale(context)];
}

/**
 * Renders the story with the current locale's args on top of its own, so ui components get English
 * text in the en run and Persian in the fa run while staying free of i18n. On the meta it gives every
 * story its text; on a story it overrides keys for that story only (a story's decorators run inside
 * the meta's, so they win). Play functions read the same table with `pick`.
 */
export function localizedArgs<TArgs>(table: Localized<Partial<NoInfer<TArgs>>>): Decorator<TArgs> {
  return (Story, context) => <Story args={{ ...context.args, ...pick(table, context) }} />;
}
