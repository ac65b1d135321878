/**
 * Spec 4.3, 5.7 and 9: the upload limits, shared by the slide-outs (as the student picks files) and
 * the API (which checks them again, by content).
 */
export const MAX_UPLOAD_BYTES = 20_971_520;
export const MAX_IMAGES = 4;
export const MAX_DOCUMENTS = 4;

export const UPLOAD_MESSAGES = {
  tooLarge: (size: string) => `The document is too large to upload. Max upload size is ${size}`,
  attachmentTooLarge: (size: string) => `The attachment is too large to upload. Max upload size is ${size}`,
  nothingToRotate: 'Error rotating image: Nothing to rotate',
  notAFile: 'Only JPEG or PNG pictures and PDF documents can be uploaded',
  documentSubmitted: 'Document submitted, please check your document history!',
  attachmentSubmitted: 'Attachment submitted!',
  needSignature: 'You need a signature to continue, please choose an option to create one.',
} as const;

/** Bytes in readable units: 20971520 -> '20 MB', 1536 -> '1.5 KB'. */
export const formatBytes = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : Number(value.toFixed(1)).toString();
  return `${text} ${units[unit]}`;
};

/** The bytes a base64 data URL holds once decoded. */
export const dataUrlBytes = (dataUrl: string): number => {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

export type FileKind = 'jpeg' | 'png' | 'pdf';

/** A file's kind by its first bytes (never by its name or declared type), or null. */
export const sniffFileKind = (head: Uint8Array): FileKind | null => {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return null;
};

/** Spec 9: the capture formats (width x height) a picture is cropped to. */
export const CAPTURE_FORMATS = [
  { name: 'Portrait', width: 212, height: 300 },
  { name: 'Landscape', width: 300, height: 212 },
  { name: 'ID Card', width: 300, height: 194 },
] as const;
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/**
 * Spec 9: capture quality is at least 4, scaled to the image size: the cropped area is drawn at a
 * multiple of the format's size (4 at least, more for a large source, at most 8), so text stays legible.
 */
export const captureScale = (cropWidthPx: number, format: CaptureFormat): number =>
  Math.min(8, Math.max(4, Math.floor(cropWidthPx / format.width)));

/** Spec 4.3: Upload is disabled at 4 or more images. */
export const canAddImage = (imageCount: number): boolean => imageCount < MAX_IMAGES;

/** The total of an upload against the 20 MB maximum; null when it fits. */
export const uploadSizeError = (
  files: readonly string[],
  message: (size: string) => string = UPLOAD_MESSAGES.tooLarge,
): string | null => {
  const total = files.reduce((sum, file) => sum + dataUrlBytes(file), 0);
  return total > MAX_UPLOAD_BYTES ? message(formatBytes(MAX_UPLOAD_BYTES)) : null;
};
