import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../shared/i18n/i18n';
import { authHandlers } from '../mocks/authHandlers';
import { CaptchaCheck, type CaptchaCheckProps } from './CaptchaCheck';

const t = (key: string) => i18n.t(key);

/** Shows what the form would send, so a story can prove the payload reached the parent. */
function CaptchaHarness(props: CaptchaCheckProps) {
  const [payload, setPayload] = useState<string | null>(null);
  return (
    <div style={{ padding: '1rem' }}>
      <CaptchaCheck
        {...props}
        onChange={(value) => {
          setPayload(value);
          props.onChange(value);
        }}
      />
      <output data-testid="payload" hidden>
        {payload ?? ''}
      </output>
    </div>
  );
}

const meta = {
  title: 'Features/Auth/CaptchaCheck',
  component: CaptchaCheck,
  render: (args) => <CaptchaHarness {...args} />,
  args: { onChange: fn() },
  parameters: { msw: { handlers: { auth: authHandlers.success } } },
} satisfies Meta<typeof CaptchaCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

async function check(canvasElement: HTMLElement) {
  const checkbox = within(canvasElement).getByRole('checkbox', { name: t('auth:captcha.label') });
  checkbox.focus();
  await userEvent.keyboard(' ');
  return checkbox;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: t('auth:captcha.label') }),
    ).not.toBeChecked();
  },
};

export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = await check(canvasElement);
    // Checked at once (the click registers), verified once the proof of work is done.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth:captcha.verified')),
    );
    await expect(checkbox).toBeChecked();
    // The payload is the ALTCHA solution the login call sends.
    const payload = JSON.parse(atob(within(canvasElement).getByTestId('payload').textContent ?? ''));
    await expect(Object.keys(payload).sort()).toEqual([
      'algorithm',
      'challenge',
      'number',
      'salt',
      'signature',
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(String));
  },
};

export const Unchecked: Story = {
  play: async (context) => {
    await Verified.play!(context);
    await check(context.canvasElement);
    await expect(within(context.canvasElement).getByRole('checkbox')).not.toBeChecked();
    await expect(context.args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Verifying: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.captchaLoading } } },
  play: async ({ canvasElement }) => {
    await check(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: t('auth:captcha.verifying') })).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.captchaFails } } },
  play: async ({ canvasElement, args }) => {
    const checkbox = await check(canvasElement);
    await waitFor(() => expect(checkbox).toHaveAccessibleDescription(t('auth:captcha.error')));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.any(String));
  },
};

export const Required: Story = {
  args: { isInvalid: true, errorMessage: 'x' },
  render: (args) => <CaptchaHarness {...args} errorMessage={t('auth:validation.captchaRequired')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      t('auth:validation.captchaRequired'),
    );
  },
};
