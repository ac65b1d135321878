import { messagesNow } from '@portal/shared/i18n';
import { canAddImage } from '../../../contract';
import { uploadCatalog } from '../messages/catalog';

/**
 * Spec 4.3: the upload modes of a required document (and of an attachment, spec 2.4).
 *
 * view --Upload--> upload (pick a picture and crop it, or pick a PDF)
 * upload --Add to Upload--> confirm-upload (the files so far; Upload adds more, until 4 pictures)
 * upload --Cancel--> confirm-upload when files were added, else view
 * confirm-upload --Clear--> view (no files)
 * Submit: result succeed, or failed with the server's message (Back returns to confirm-upload).
 */
export type UploadMode = 'view' | 'upload' | 'confirm-upload';
export type UploadFile = { kind: 'image' | 'document'; name: string; dataUrl: string };

export type UploadState = {
  mode: UploadMode;
  files: UploadFile[];
  /** The picture being cropped (upload mode), as a data URL. */
  source: string | null;
  result: { status: 'succeed' } | { status: 'failed'; message: string } | null;
  error: string | null;
};

export const initialUpload: UploadState = {
  mode: 'view',
  files: [],
  source: null,
  result: null,
  error: null,
};

export type UploadEvent =
  | { type: 'upload' }
  | { type: 'pick-image'; dataUrl: string }
  | { type: 'add-to-upload'; dataUrl: string }
  | { type: 'pick-document'; name: string; dataUrl: string }
  | { type: 'rotate-without-image' }
  | { type: 'cancel' }
  | { type: 'clear' }
  | { type: 'remove'; index: number }
  | { type: 'refused'; message: string }
  | { type: 'submitted' }
  | { type: 'failed'; message: string }
  | { type: 'back' };

export const imageCount = (state: UploadState): number =>
  state.files.filter((file) => file.kind === 'image').length;

/** Upload is disabled at 4 or more images. */
export const canUpload = (state: UploadState): boolean => canAddImage(imageCount(state));

const afterFiles = (files: UploadFile[]): UploadMode => (files.length > 0 ? 'confirm-upload' : 'view');

/**
 * The reducer words a picture's name and its one error in the portal's language at the time of the
 * event (`messagesNow`): a reducer is no component, and these texts are what the component shows.
 */
export const uploadReducer = (state: UploadState, event: UploadEvent): UploadState => {
  switch (event.type) {
    case 'upload':
      return canUpload(state) ? { ...state, mode: 'upload', source: null, error: null } : state;
    case 'pick-image':
      return { ...state, mode: 'upload', source: event.dataUrl, error: null };
    case 'add-to-upload': {
      if (!canUpload(state)) return state;
      const files = [
        ...state.files,
        {
          kind: 'image' as const,
          name: messagesNow(uploadCatalog)('upload.pictureName', { number: imageCount(state) + 1 }),
          dataUrl: event.dataUrl,
        },
      ];
      return { ...state, mode: 'confirm-upload', files, source: null, error: null };
    }
    case 'pick-document': {
      const files = [...state.files, { kind: 'document' as const, name: event.name, dataUrl: event.dataUrl }];
      return { ...state, mode: 'confirm-upload', files, source: null, error: null };
    }
    case 'rotate-without-image':
      return { ...state, error: messagesNow(uploadCatalog)('validation.nothingToRotate') };
    case 'cancel':
      return { ...state, mode: afterFiles(state.files), source: null, error: null };
    case 'clear':
      return { ...initialUpload };
    case 'remove': {
      const files = state.files.filter((_, index) => index !== event.index);
      return { ...state, files, mode: afterFiles(files) };
    }
    case 'refused':
      return { ...state, error: event.message };
    case 'submitted':
      return { ...initialUpload, result: { status: 'succeed' } };
    case 'failed':
      return { ...state, result: { status: 'failed', message: event.message } };
    case 'back':
      return { ...state, result: null };
  }
};

/** The body the API takes: pictures and documents as data URLs. */
export const uploadBody = (state: UploadState) => ({
  images: state.files.filter((file) => file.kind === 'image').map((file) => file.dataUrl),
  documents: state.files.filter((file) => file.kind === 'document').map((file) => file.dataUrl),
});
