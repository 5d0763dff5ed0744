// Helpers shared by the auth screens' stories (workbench only; not part of the feature's public surface).
import { toastQueue } from '@sarraf/ui';
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerAuthI18n';
import { flowMockMessages } from '../mocks/flowMockMessages';
import { currentUserKey } from '../../shared/session/currentUser';
import type { User } from '../../shared/session/getUser';
import { loadPasswordStrength } from '../strength/loadPasswordStrength';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => flowMockMessages[currentLocale()];

/** A number as the story's locale writes it (Persian digits in fa), e.g. for the countdown. */
export const localDigits = (value: number) =>
  new Intl.NumberFormat(currentLocale() === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: false }).format(value);

/** Stands in for the page a screen goes to, and shows the navigation state it was handed. */
export function PageStub({ name }: { name: string }) {
  const { state } = useLocation();
  return (
    <main>
      <h1>{name} (stub)</h1>
      <p data-testid="stub-state" style={{ overflowWrap: 'anywhere' }}>
        {state ? JSON.stringify(state) : ''}
      </p>
    </main>
  );
}

/** Presses a form's submit button from the keyboard, as a person tabbing through does. */
export async function pressSubmit(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** The alert box (FormErrorSummary) once it appears. */
export async function errorSummary(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('alert'));
}

/**
 * Asserts a toast (rendered outside the story root) with this title, then closes every toast: a toast
 * closes by itself after 3 s, so leaving it would make the screenshot depend on how fast the run was.
 */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** Types a code into the cells of an OtpField, starting at its first cell. */
export async function typeCode(canvasElement: HTMLElement, code: string) {
  const first = within(canvasElement).getByRole('textbox', {
    name: t('auth:fields.codeCell', { position: 1, length: 6 }),
  });
  await userEvent.click(first);
  await userEvent.keyboard(code);
}

/** Puts `user` in the session before the screen first renders, as the app's route guard has by then. */
function SignedInAs({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(currentUserKey, user));
  return children;
}

/** Story parameters of `withSignedInUser`: `parameters: { user: buildUser({ has_password: false }) }`. */
export interface SignedInUserParameters {
  user?: User;
}

/** Signs in the story's `parameters.user` (none: nobody is signed in). */
export const withSignedInUser: Decorator = (Story, { parameters }) => {
  const { user } = parameters as SignedInUserParameters;
  return user ? (
    <SignedInAs user={user}>
      <Story />
    </SignedInAs>
  ) : (
    <Story />
  );
};

/**
 * Loads zxcvbn before the story renders: the strength hint then rates from the first keystroke, and a
 * screenshot never depends on whether the dictionaries had arrived yet.
 */
export async function preloadPasswordStrength(): Promise<void> {
  await loadPasswordStrength();
}

/** The strength meter once it shows, and its warning line (if any) as a paragraph beside it. */
export async function strengthHint(canvasElement: HTMLElement) {
  const meter = await within(canvasElement).findByRole('meter', { name: t('auth:strength.label') });
  return { meter, hint: meter.parentElement as HTMLElement };
}
