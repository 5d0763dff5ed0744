// Helpers shared by the kyc stories (workbench only; not part of the feature's public surface).
import { toastQueue } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../shared/api/schema.gen';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import { currentUserKey } from '../../shared/session/currentUser';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import '../i18n/registerKycI18n';
import { kycMockMessages } from '../mocks/kycMockMessages';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => kycMockMessages[currentLocale()];

/** Stands in for the page a screen goes to. */
export function PageStub({ name }: { name: string }) {
  return (
    <main>
      <h1>{name} (stub)</h1>
    </main>
  );
}

/** Small files of the accepted types, built in the page (no fixtures on disk). */
export const files = {
  card: () => new File([onePixelPng()], 'card.png', { type: 'image/png' }),
  video: () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'me.webm', { type: 'video/webm' }),
  pdf: (name = 'document.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' }),
};

/** A real 1x1 PNG, so the preview draws an image rather than a broken-image icon. */
function onePixelPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** The FileUpload labelled `label` (the nth one with that label, for repeated holders). */
export function fileFieldOf(canvasElement: HTMLElement, label: string, nth = 0): HTMLElement {
  return within(canvasElement).getAllByText(label, { selector: 'span' })[nth]!.parentElement!;
}

/** Chooses a file in the FileUpload labelled `label` and waits until its name is shown there. */
export async function chooseFile(canvasElement: HTMLElement, label: string, file: File, nth = 0) {
  const field = fileFieldOf(canvasElement, label, nth);
  await userEvent.upload(field.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await within(field).findByText(file.name);
}

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}

/** The alert box (FormErrorSummary) once it appears. */
export async function errorSummary(canvasElement: HTMLElement) {
  const alerts = await within(canvasElement).findAllByRole('alert');
  const summary = alerts.find((alert) => alert.tagName === 'DIV')!;
  return within(summary);
}

/** Asserts a toast with this title, then closes every toast so the screenshot does not depend on timing. */
export async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

/** Puts `user` in the session before the screen first renders, as the app's route guard has by then. */
export function SignedInAs({ user, children }: { user: components['schemas']['User']; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(currentUserKey, user));
  return children;
}

/**
 * The signed-in user's verification status as the rest of the app reads it (the profile banner, the
 * guard): what a play function checks to see the session follow a submission. Hidden: no part of the UI.
 */
export function SessionStatusProbe() {
  const user = useCurrentUser();
  return (
    <output hidden data-testid="session-status">
      {user?.verification_status ?? ''}
    </output>
  );
}

/** The status SessionStatusProbe shows. */
export function sessionStatus(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[data-testid="session-status"]')?.textContent ?? '';
}
