import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { toIdentifier } from '../../format/identifier';
import { CopyButton } from '../CopyButton/CopyButton';
import { Identifier, type IdentifierProps } from './Identifier';

const IBAN = 'IR820540102680020817909002';
const ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const HASH = '8f3c2a9b7d41e6f05c1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';

/** The sentence around the identifier, per locale: what comes before and after it. */
interface Sentence {
  before: string;
  after: string;
}

const sentences = {
  iban: {
    fa: { before: 'مبلغ ۲٬۵۰۰٬۰۰۰ تومان به شبای', after: '(بانک سامان، به نام سارا احمدی) واریز می‌شود.' },
    en: { before: '2,500,000 Toman arrive at the IBAN', after: '(Saman Bank, held by Sara Ahmadi).' },
  },
  address: {
    fa: {
      before: '۱۵۰٫۲۵ تتر روی شبکه TRC-20 به نشانی',
      after: 'فرستاده می‌شود؛ این انتقال برگشت‌پذیر نیست.',
    },
    en: {
      before: '150.25 Tether on TRC-20 go to the address',
      after: '; this transfer cannot be called back.',
    },
  },
  hash: {
    fa: { before: 'هش تراکنش:', after: '' },
    en: { before: 'Transaction hash:', after: '' },
  },
  masked: {
    fa: { before: 'شبای مقصد:', after: '' },
    en: { before: 'Destination IBAN:', after: '' },
  },
} satisfies Record<string, Localized<Sentence>>;

const accessible = {
  fa: { accessibleText: 'شبای منتهی به 09002' },
  en: { accessibleText: 'IBAN ending in 09002' },
} satisfies Localized<Partial<IdentifierProps>>;

const copyLabel = { fa: 'کپی شبا', en: 'Copy IBAN' } satisfies Localized<string>;

/** A 360 px phone, as Storybook's viewport: the narrowest Android width the product serves. */
const phone360 = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone 360x740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/** Renders the story's identifier inside a paragraph of the given sentence, as a screen would. */
function inSentence(table: Localized<Sentence>): Decorator<IdentifierProps> {
  return (Story, context) => {
    const { before, after } = pick(table, context);
    return (
      <p style={{ margin: 0, padding: 16, lineHeight: 1.8 }}>
        {before} <Story /> {after}
      </p>
    );
  };
}

const meta = {
  title: 'UI/Identifier',
  component: Identifier,
  args: { value: IBAN },
  ...phone360,
} satisfies Meta<typeof Identifier>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shown identifier (its `bdi`), the groups it is drawn in, and the lines those groups sit on. */
function shown(canvasElement: HTMLElement) {
  const code = canvasElement.querySelector<HTMLElement>('[data-identifier] bdi')!;
  const groups = Array.from(code.querySelectorAll<HTMLElement>(':scope > span'));
  const lines = new Set(groups.map((group) => Math.round(group.getBoundingClientRect().top)));
  return { code, groups, lines };
}

/** What a selection of the identifier copies as plain text (the same serialisation the clipboard gets). */
function selectionCopy(element: HTMLElement): string {
  const selection = element.ownerDocument.getSelection()!;
  selection.selectAllChildren(element);
  const text = selection.toString();
  selection.removeAllRanges();
  return text;
}

/** Checks the digit rule and the grouping of what is shown: Latin, left to right, isolated, whole groups. */
async function expectGrouped(canvasElement: HTMLElement, value: string, groupSize = 4) {
  await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(360);
  const { code, groups } = shown(canvasElement);
  await expect(code.tagName).toBe('BDI');
  await expect(code).toHaveAttribute('dir', 'ltr');
  await expect(code.textContent).toBe(value);
  await expect(code.textContent).not.toMatch(/\s/);
  await expect(groups.map((group) => group.textContent)).toEqual(
    value.match(new RegExp(`.{1,${groupSize}}`, 'gu')),
  );
  // A line may break between groups, except before a short last group, which keeps to the one before it.
  const shortEnd = groups.length > 1 && groups.at(-1)!.textContent!.length * 2 <= groupSize;
  await expect(code.querySelectorAll('wbr')).toHaveLength(groups.length - 1 - (shortEnd ? 1 : 0));
  if (shortEnd) {
    const [before, end] = groups.slice(-2).map((group) => group.getBoundingClientRect().top);
    await expect(end).toBe(before);
  }
  // No group is split across lines: each is drawn as one box.
  for (const group of groups) await expect(group.getClientRects()).toHaveLength(1);
  await expect(selectionCopy(code)).toBe(value);
}

/**
 * A long IBAN inside a sentence on a 360 px phone: in groups of four, read left to right in the Persian
 * sentence too, wrapping only between groups; selected and copied, the one IBAN without spaces.
 */
export const IbanInSentence: Story = {
  decorators: [inSentence(sentences.iban)],
  play: async ({ canvasElement }) => {
    await expectGrouped(canvasElement, IBAN);
    // The sentence keeps its order around it: the IBAN's first group is left of its last.
    const { groups } = shown(canvasElement);
    const first = groups[0]!.getBoundingClientRect();
    const last = groups.at(-1)!.getBoundingClientRect();
    await expect(first.top < last.top || first.left < last.left).toBe(true);
  },
};

/**
 * A TRON address inside a sentence on a 360 px phone: too long for what is left of the line, it wraps, and
 * only between groups of four (its first groups may end the sentence's line, as a word would).
 */
export const AddressInSentence: Story = {
  args: { value: ADDRESS },
  decorators: [inSentence(sentences.address)],
  play: async ({ canvasElement }) => {
    await expectGrouped(canvasElement, ADDRESS);
    await expect(shown(canvasElement).lines.size).toBeGreaterThan(1);
  },
};

/** Persian and Arabic digits in (as a paste or an old record brings them): Latin digits shown and copied. */
export const PersianDigitsIn: Story = {
  args: { value: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ٠٨١٧ ٩٠٩٠ ٠٢' },
  decorators: [inSentence(sentences.iban)],
  play: async ({ canvasElement }) => {
    await expectGrouped(canvasElement, IBAN);
    await expect(canvasElement.querySelector('[data-identifier]')).not.toHaveTextContent(/[۰-۹٠-٩]/);
  },
};

/**
 * A masked IBAN (spec section 5: first 8 and last 5 kept) in groups too, so its end never wraps alone;
 * screen readers hear the given text instead of the asterisks.
 */
export const Masked: Story = {
  args: { mask: { start: 8, end: 5 } },
  decorators: [localizedArgs(accessible), inSentence(sentences.masked)],
  play: async ({ canvasElement, globals }) => {
    await expectGrouped(canvasElement, 'IR820540*************09002');
    await expect(canvasElement.querySelector('[data-identifier]')).toHaveAttribute('data-masked', 'true');
    await expect(shown(canvasElement).code).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByText(pick(accessible, { globals }).accessibleText),
    ).toBeInTheDocument();
  },
};

/** A 64-character transaction hash: groups of four wrap on balanced lines instead of overflowing. */
export const Hash: Story = {
  args: { value: HASH },
  decorators: [inSentence(sentences.hash)],
  play: async ({ canvasElement }) => {
    await expectGrouped(canvasElement, HASH);
    await expect(shown(canvasElement).lines.size).toBeGreaterThan(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A reference with its own separators keeps them as its groups: one group, not fours across the hyphen. */
export const OwnSeparators: Story = {
  args: { value: 'PAYOUT-۷۷۸۸۹۹' },
  play: async ({ canvasElement }) => {
    const identifier = canvasElement.querySelector('[data-identifier]')!;
    await expect(identifier.textContent).toBe('PAYOUT-778899');
    await expect(identifier.querySelectorAll('wbr')).toHaveLength(0);
  },
};

/** A copy button beside it copies the identifier (Latin digits, no spaces), as selecting it does. */
export const WithCopyButton: Story = {
  args: { value: 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲' },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  render: (args, context) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0, padding: 16 }}>
      <Identifier {...args} />
      <CopyButton value={toIdentifier(args.value)} label={pick(copyLabel, context)} />
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectGrouped(canvasElement, IBAN);
    await userEvent.click(within(canvasElement).getByRole('button', { name: pick(copyLabel, { globals }) }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(IBAN));
  },
};
