import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Localized } from '../../../../.storybook/localized';
import { vars } from './contract.css';
import { lightTokens } from './lightTokens';

interface FoundationsProps {
  /** Section headings in the story's language; token names stay as they are in code. */
  headings: { colour: string; spacing: string; type: string };
}

const headings = {
  fa: { colour: 'رنگ‌ها', spacing: 'فاصله‌ها', type: 'اندازه‌های متن' },
  en: { colour: 'Colour', spacing: 'Spacing', type: 'Type scale' },
} satisfies Localized<FoundationsProps['headings']>;

/** Token values in the product's font: the browser's monospace would be a font of the machine's. */
const codeStyle = { fontFamily: vars.font.numeric };

/** Foundations: the light theme's tokens, read from the same data the theme is built from. */
function Foundations({ headings }: FoundationsProps) {
  return (
    <div style={{ padding: vars.space.large, display: 'grid', gap: vars.space.xlarge }}>
      <section aria-labelledby="colour-heading">
        <h2 id="colour-heading">{headings.colour}</h2>
        <ul
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: vars.space.small,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {Object.entries(lightTokens.color).map(([name, value]) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
              <span
                aria-hidden="true"
                style={{
                  inlineSize: 32,
                  blockSize: 32,
                  borderRadius: vars.radius.small,
                  background: value,
                  border: `1px solid ${vars.color.divider}`,
                }}
              />
              <span style={{ fontSize: vars.fontSize.small }}>
                {name}
                <br />
                <code dir="ltr" style={codeStyle}>
                  {value}
                </code>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="space-heading">
        <h2 id="space-heading">{headings.spacing}</h2>
        {Object.entries(lightTokens.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
            <code style={{ ...codeStyle, inlineSize: 80 }}>{name}</code>
            <span
              aria-hidden="true"
              style={{ inlineSize: value, blockSize: 12, background: vars.color.accent }}
            />
            <code dir="ltr" style={codeStyle}>
              {value}
            </code>
          </div>
        ))}
      </section>
      <section aria-labelledby="type-heading">
        <h2 id="type-heading">{headings.type}</h2>
        {Object.entries(lightTokens.fontSize).map(([name, value]) => (
          <p key={name} style={{ fontSize: value, margin: 0 }}>
            {/* Both scripts on purpose: the sample shows how Vazirmatn draws Persian and Latin. */}
            {name} ({value}): صرافی تتر ۱۲۳ Tether 123
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  args: { headings: headings.fa },
  render: (_args, context) => <Foundations headings={pick(headings, context)} />,
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: pick(headings, { globals }).colour }),
    ).toBeInTheDocument();
    // Every colour token is listed: adding one to the theme shows up here without editing the page.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(lightTokens.color).length);
    // The theme is applied: body text uses the token colour and the Vazirmatn font.
    const text = canvas.getByText(/^body \(/);
    await expect(getComputedStyle(text).fontFamily).toMatch(/Vazirmatn/);
  },
};
