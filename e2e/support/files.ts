import { expect, type Page } from '@playwright/test';

/** Small files whose first bytes are what the server sniffs for (it refuses a name that lies about them). */
export const files = {
  card: () => ({
    name: 'national-card.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
      Buffer.alloc(64),
    ]),
  }),
  video: () => ({
    name: 'live-video.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.concat([
      Buffer.from('0000001c667479706d703432000000006d70343269736f6d', 'hex'),
      Buffer.alloc(64),
    ]),
  }),
  pdf: (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  }),
};

type FileSpec = ReturnType<typeof files.card>;

/**
 * Chooses a file in the upload field labelled `label` (the nth of that label, for repeated signature
 * holders) through its "Choose ..." button and the browser's file chooser, as a person would.
 */
export async function chooseFile(page: Page, label: string, file: FileSpec, nth = 0) {
  const field = page
    .locator('span', { hasText: new RegExp(`^${label}$`) })
    .nth(nth)
    .locator('..');
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: /^Choose a/ }).click();
  await (await chooser).setFiles(file);
  await expect(field.getByText(file.name)).toBeVisible();
}
