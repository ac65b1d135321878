import type { PixelArea } from './canvas';

/** The upload step's image and framing, kept by the editor so that Back from the filter returns to it. */
export type UploadState = {
  imageSrc: string | null;
  crop: { x: number; y: number };
  zoom: number;
  rotation: number;
  area: PixelArea | null;
};

export const emptyUpload: UploadState = {
  imageSrc: null,
  crop: { x: 0, y: 0 },
  zoom: 1,
  rotation: 0,
  area: null,
};
