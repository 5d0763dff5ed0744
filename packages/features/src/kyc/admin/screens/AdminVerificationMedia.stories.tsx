import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmittedFiles } from '../components/SubmittedFile';
import { buildUploadedFile } from '../mocks/kycAdminFixtures';
import { resetKycAdminMocks } from '../mocks/kycAdminMockState';
import { verificationHandlers } from '../mocks/verificationHandlers';
import { imagesLoaded, t } from './kycAdminStoryKit';

// Issue 24: the reviewer sees the card's photo and plays the live video in the page (MP4 and WebM); a video
// the browser cannot play (a phone's HEVC .mov) says so and leaves the download.
const meta = {
  title: 'Features/Admin/AdminVerificationMedia',
  component: SubmittedFiles,
  args: {
    files: [
      buildUploadedFile({ id: 121 }),
      buildUploadedFile({
        id: 122,
        field: 'live_video',
        original_name: 'selfie-video.webm',
        content_type: 'video/webm',
        size: 8_912_896,
      }),
    ],
  },
  beforeEach: () => resetKycAdminMocks(),
  parameters: { msw: { handlers: { admin: verificationHandlers.reviewDesk } } },
} satisfies Meta<typeof SubmittedFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveVideo = () => t('admin:verification.files.live_video');

/** The WebM selfie plays inline with the browser's controls; the card's photo is drawn whole beside it. */
export const InlineVideo: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('aria-label', liveVideo());
    await expect(video!.controls).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    const source = video!.querySelector('source');
    await expect(source).toHaveAttribute('src', '/api/files/122');
    await expect(source).toHaveAttribute('type', 'video/webm');
    await expect(
      within(canvasElement).queryByText(t('common:media.cannotPlay', { label: liveVideo() })),
    ).toBeNull();
    await expect(
      within(canvasElement).getByRole('img', {
        name: t('admin:verification.files.preview', {
          label: t('admin:verification.files.national_card_front'),
        }),
      }),
    ).toHaveAttribute('src', '/api/files/121');
    await imagesLoaded(canvasElement);
  },
};

/** A phone's QuickTime .mov: no player that cannot play, a sentence saying so, and the download beside it. */
export const CannotPlayFallback: Story = {
  args: {
    files: [
      buildUploadedFile({ id: 121 }),
      buildUploadedFile({
        id: 122,
        field: 'live_video',
        original_name: 'IMG_2041.MOV',
        content_type: 'video/quicktime',
        size: 31_457_280,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent(t('common:media.cannotPlay', { label: liveVideo() }));
    const download = canvas.getByRole('link', {
      name: t('admin:verification.files.download', { name: 'IMG_2041.MOV' }),
    });
    await expect(download).toHaveAttribute('href', '/api/files/122');
    await expect(download).toHaveAttribute('download', 'IMG_2041.MOV');
    await imagesLoaded(canvasElement);
  },
};

/**
 * A file the browser said it may play but cannot decode when Play is pressed (HEVC inside an MP4 on a browser
 * without HEVC): the player gives way to the same sentence, the download beside it.
 */
export const DecodeFailsFallsBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = canvasElement.querySelector('video source');
    await expect(source).not.toBeNull();
    // What the browser fires at the <source> when it cannot use the file.
    source!.dispatchEvent(new Event('error'));
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      t('common:media.cannotPlay', { label: liveVideo() }),
    );
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(
      canvas.getByRole('link', {
        name: t('admin:verification.files.download', { name: 'selfie-video.webm' }),
      }),
    ).toHaveAttribute('href', '/api/files/122');
    await imagesLoaded(canvasElement);
  },
};
