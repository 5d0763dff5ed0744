import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  MOCK_LIMITS_EMAIL,
  personLimitsHandlers,
  personLimitsMockState,
  resetPersonLimitsMocks,
} from '../mocks/personLimitsHandlers';
import { expectRefused, num, plain, press, t } from '../screens/settingsAdminStoryKit';
import { PersonLimitsCard } from './PersonLimitsCard';

const meta = {
  title: 'Features/Admin/PersonLimitsCard',
  component: PersonLimitsCard,
  beforeEach: () => resetPersonLimitsMocks(),
  parameters: { msw: { handlers: { personLimits: personLimitsHandlers.personLimits } } },
} satisfies Meta<typeof PersonLimitsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const w = (key: string, options?: Record<string, unknown>) =>
  t(`admin:settings.personLimits.${key}`, options);
const kindName = (kind: string) => t(`admin:settings.accountLimits.kinds.${kind}`);
const toman = () => t('admin:wallet.currencies.IRT');
const canvas = (canvasElement: HTMLElement) => within(canvasElement);

/** Looks Sara (or `email`) up and waits for the answer. */
async function lookUp(canvasElement: HTMLElement, email = MOCK_LIMITS_EMAIL) {
  await userEvent.type(canvas(canvasElement).getByRole('textbox', { name: w('email') }), email);
  await press(canvasElement, w('lookUp'));
}

/** The value the list shows for a kind. */
const shown = async (canvasElement: HTMLElement, kind: string) =>
  (await canvas(canvasElement).findByText(kindName(kind), { selector: 'dt' }))
    .nextElementSibling as HTMLElement;

/** The form that changes one kind, once the person's limits are shown. */
const changeForm = async (canvasElement: HTMLElement) =>
  within(await canvas(canvasElement).findByRole('form', { name: w('changeLabel') }));

/** The card as the operator finds it: what it is for, and an email to look up. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvas(canvasElement).getByText(w('description'))).toBeVisible();
    await expect(canvas(canvasElement).queryByRole('form', { name: w('changeLabel') })).toBeNull();
  },
};

/** An email no account has: said on the field, which takes the focus; nothing else shows. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'nobody@example.com');
    await expectRefused(canvas(canvasElement).getByRole('textbox', { name: w('email') }), w('unknownEmail'));
    await expect(canvas(canvasElement).queryByRole('form', { name: w('changeLabel') })).toBeNull();
  },
};

/** Sara's limits: whose they are, each kind's day and month, what is left today, whose amounts they are. */
export const LookedUp: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement);
    const type = t('admin:settings.accountLimits.individual');
    await expect(
      await canvas(canvasElement).findByRole('heading', {
        name: plain(w('whose', { email: MOCK_LIMITS_EMAIL, type })),
      }),
    ).toBeVisible();
    const withdrawals = await shown(canvasElement, 'irt_withdrawal');
    for (const fact of [
      w('amounts', { daily: `${num('300000000')} ${toman()}`, monthly: `${num('3000000000')} ${toman()}` }),
      w('leftToday', { amount: `${num('180000000')} ${toman()}` }),
      w('ofAccountType'),
    ])
      await expect(withdrawals).toHaveTextContent(fact);
    await expect(personLimitsMockState.requests).toEqual([
      `GET /api/admin/limits?email=${encodeURIComponent(MOCK_LIMITS_EMAIL)}`,
    ]);
  },
};

/** The change's rules before anything is sent: a kind, amounts with the month at least the day, a note. */
export const InvalidChange: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement);
    const form = await changeForm(canvasElement);
    await userEvent.type(
      form.getByRole('textbox', { name: t('admin:settings.accountLimits.daily') }),
      '500000000',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: t('admin:settings.accountLimits.monthly') }),
      '1000',
    );
    await press(canvasElement, w('submit.own'));
    const v = (key: string) => w(`validation.${key}`);
    await waitFor(() =>
      expect(form.getByRole('radiogroup', { name: w('kind') })).toHaveAccessibleDescription(
        expect.stringContaining(v('kindRequired')),
      ),
    );
    await expect(
      form.getByRole('textbox', { name: t('admin:settings.accountLimits.monthly') }),
    ).toHaveAccessibleDescription(expect.stringContaining(v('monthBelowDay')));
    await expect(form.getByRole('textbox', { name: w('note') })).toHaveAccessibleDescription(
      expect.stringContaining(v('noteRequired')),
    );
    await expect(personLimitsMockState.changes).toEqual([]);
  },
};

/** Sara's own Toman withdrawal limit, higher than an individual's: sent once, saved, the list shows it. */
export const SetOwn: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement);
    const form = await changeForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: kindName('irt_withdrawal') }));
    await userEvent.type(
      form.getByRole('textbox', { name: t('admin:settings.accountLimits.daily') }),
      '۵۰۰۰۰۰۰۰۰',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: t('admin:settings.accountLimits.monthly') }),
      '5000000000',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: w('note') }),
      'Company treasurer, documents checked',
    );
    await press(canvasElement, w('submit.own'));
    await expect(await canvas(canvasElement).findByText(w('savedTitle'))).toBeVisible();
    await expect(personLimitsMockState.changes).toEqual([
      {
        email: MOCK_LIMITS_EMAIL,
        kind: 'irt_withdrawal',
        override: { daily: '500000000', monthly: '5000000000' },
        note: 'Company treasurer, documents checked',
      },
    ]);
    await expect(await shown(canvasElement, 'irt_withdrawal')).toHaveTextContent(
      `${w('own')} Company treasurer, documents checked`,
    );
    await expect(await shown(canvasElement, 'irt_withdrawal')).toHaveTextContent(
      w('leftToday', { amount: `${num('380000000')} ${toman()}` }),
    );
  },
};

/** Back to the account type's: no amounts asked for, the note still is; sent with no override. */
export const BackToAccountType: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement);
    const form = await changeForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: kindName('trade_value') }));
    await userEvent.click(form.getByRole('radio', { name: w('changes.default') }));
    await expect(form.queryByRole('textbox', { name: t('admin:settings.accountLimits.daily') })).toBeNull();
    await userEvent.type(
      form.getByRole('textbox', { name: w('note') }),
      currentLocale() === 'fa' ? 'بازبینی' : 'Review done',
    );
    await press(canvasElement, w('submit.default'));
    await expect(await canvas(canvasElement).findByText(w('savedTitle'))).toBeVisible();
    await expect(personLimitsMockState.changes).toEqual([
      {
        email: MOCK_LIMITS_EMAIL,
        kind: 'trade_value',
        override: null,
        note: currentLocale() === 'fa' ? 'بازبینی' : 'Review done',
      },
    ]);
  },
};
