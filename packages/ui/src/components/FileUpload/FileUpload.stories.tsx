import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { FileUpload, type FileUploadProps } from './FileUpload';

const text = {
  fa: {
    label: 'تصویر روی کارت ملی',
    chooseLabel: 'انتخاب تصویر',
    dropLabel: 'یا فایل را اینجا رها کنید',
    removeLabel: 'حذف فایل',
    typeErrorMessage: 'فقط تصویر JPG یا PNG پذیرفته می‌شود.',
    sizeErrorMessage: 'حجم فایل باید کمتر از ۲ مگابایت باشد.',
    description: 'JPG یا PNG، حداکثر ۲ مگابایت',
    progressLabel: 'در حال بارگذاری',
  },
  en: {
    label: 'National card (front)',
    chooseLabel: 'Choose an image',
    dropLabel: 'or drop the file here',
    removeLabel: 'Remove file',
    typeErrorMessage: 'Only JPG or PNG images are accepted.',
    sizeErrorMessage: 'The file must be smaller than 2 MB.',
    description: 'JPG or PNG, at most 2 MB',
    progressLabel: 'Uploading',
  },
} satisfies Localized<Partial<FileUploadProps>>;

const video = {
  fa: {
    label: 'ویدیوی احراز هویت',
    chooseLabel: 'انتخاب ویدیو',
    description: 'MP4 یا WebM، حداکثر ۲۰ مگابایت',
  },
  en: {
    label: 'Verification video',
    chooseLabel: 'Choose a video',
    description: 'MP4 or WebM, at most 20 MB',
  },
} satisfies Localized<Partial<FileUploadProps>>;

const serverError = {
  fa: { errorMessage: 'بارگذاری ناموفق بود. دوباره تلاش کنید.' },
  en: { errorMessage: 'The upload failed. Please try again.' },
} satisfies Localized<Partial<FileUploadProps>>;

// A 48x48 two-colour PNG: a real image, tiny and deterministic for the screenshots.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAQklEQVR42u3OMQ0AMAgAMP696MDOTEwcEjFBdjWpgMa5vSJfrQghISEhISEhISEhISEhISEhISEhISEhISEhoX+hAVFR4GqiZ1dFAAAAAElFTkSuQmCC';

function pngFile(name = 'card-front.png') {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const MB = 1024 * 1024;

const meta = {
  title: 'UI/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: { ...text.fa, accept: ['image/jpeg', 'image/png'], maxSize: 2 * MB, onChange: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drop zone's hidden button is named in the page's language (React Aria ships no Persian). */
export const DropZoneName: Story = {
  play: async ({ canvasElement, globals }) => {
    const zoneName = { fa: 'محل رها کردن فایل', en: 'DropZone' } satisfies Localized<string>;
    const dropButton = within(canvasElement).getByRole('button', {
      name: new RegExp(pick(zoneName, { globals })),
    });
    await expect(dropButton).toHaveAccessibleName(expect.stringContaining(pick(text, { globals }).label));
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  },
};

/** Choosing an image previews it; the remove button (pointer) clears it. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenLastCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'card-front.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(48));
    await userEvent.click(canvas.getByRole('button', { name: pick(text, { globals }).removeLabel }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.upload(fileInput(canvasElement), file);
    await canvas.findByRole('img', { name: 'card-front.png' });
  },
};

/**
 * Keyboard: Tab reaches the drop zone (React Aria's keyboard and screen-reader drop target, named by
 * the label), then the choose button, then the remove button, which Enter presses.
 */
export const FocusVisible: Story = {
  args: { defaultValue: pngFile() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, { globals });
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(
      expect.stringContaining(t.label),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.chooseLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.removeLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A file of another type is refused before upload, with its message. */
export const WrongType: Story = {
  play: async ({ canvasElement, args, globals }) => {
    // Let the file through the picker's filter, as a drop or "All files" in the dialog would.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), pdf);
    await expect(args.onReject).toHaveBeenCalledWith(pdf, 'type');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      pick(text, { globals }).typeErrorMessage,
    );
  },
};

/** A file over the size limit is refused before upload, with its message. */
export const TooLarge: Story = {
  args: { maxSize: 100 },
  play: async ({ canvasElement, args, globals }) => {
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onReject).toHaveBeenCalledWith(file, 'size');
    await expect(args.onChange).not.toHaveBeenCalled();
    const choose = within(canvasElement).getByRole('button', { name: pick(text, { globals }).chooseLabel });
    await expect(choose).toHaveAccessibleDescription(
      expect.stringContaining(pick(text, { globals }).sizeErrorMessage),
    );
  },
};

/** Uploading: progress shows and choosing another file waits until it ends. */
export const Pending: Story = {
  args: { defaultValue: pngFile(), progress: 40 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: pick(text, { globals }).progressLabel });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: pick(text, { globals }).chooseLabel })).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: pngFile() },
  decorators: [localizedArgs(serverError)],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      pick(serverError, { globals }).errorMessage,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: pick(text, { globals }).chooseLabel }),
    ).toBeDisabled();
  },
};

/** Video: accepted by MIME wildcard and previewed in a video element. */
export const VideoPreview: Story = {
  args: { accept: ['video/*'], maxSize: 20 * MB, defaultCamera: 'user' },
  decorators: [localizedArgs(video)],
  play: async ({ canvasElement, args }) => {
    const clip = new File([new Uint8Array(64)], 'selfie.webm', { type: 'video/webm' });
    await userEvent.upload(fileInput(canvasElement), clip);
    await expect(args.onChange).toHaveBeenLastCalledWith(clip);
    await waitFor(() => expect(canvasElement.querySelector('video')).toHaveAttribute('src'));
  },
};

export const LongText: Story = {
  args: {
    defaultValue: pngFile(
      'scan_of_the_national_identity_card_front_side_taken_with_the_phone_camera_2024_09_22_final_v2.png',
    ),
  },
};
