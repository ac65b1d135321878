import type { Student } from '@portal/shared';

/**
 * The photo URL with the session's photo version, so that a new photo shows at once even where the
 * browser holds the old one.
 */
export const withPhotoVersion = (url: string | null, version: number): string | null => {
  if (!url) return null;
  if (version <= 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
};

export const initialsOf = (student: Pick<Student, 'firstName' | 'lastName'>): string =>
  `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase();

/** Photos are scaled down in the browser before they are sent: the longer side at most 512 px. */
export const MAX_PHOTO_SIDE = 512;

export const scaleToFit = (width: number, height: number, max: number = MAX_PHOTO_SIDE) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};
