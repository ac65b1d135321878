import {
  canUpload,
  initialUpload,
  uploadBody,
  uploadReducer,
  type UploadEvent,
  type UploadState,
} from './upload-machine';

const run = (...events: UploadEvent[]): UploadState => events.reduce(uploadReducer, initialUpload);
const image = (n: number): UploadEvent[] => [
  { type: 'upload' },
  { type: 'pick-image', dataUrl: `data:image/png;base64,SRC${n}` },
  { type: 'add-to-upload', dataUrl: `data:image/jpeg;base64,CROP${n}` },
];

describe('the upload modes (spec 4.3)', () => {
  it('starts in view with nothing', () => {
    expect(initialUpload).toEqual({ mode: 'view', files: [], source: null, result: null, error: null });
  });

  it('goes view -> upload -> (pick, crop) -> confirm-upload', () => {
    const upload = run({ type: 'upload' });
    expect(upload.mode).toBe('upload');
    const picked = uploadReducer(upload, { type: 'pick-image', dataUrl: 'data:image/png;base64,AAA' });
    expect(picked).toMatchObject({ mode: 'upload', source: 'data:image/png;base64,AAA' });
    const added = uploadReducer(picked, { type: 'add-to-upload', dataUrl: 'data:image/jpeg;base64,BBB' });
    expect(added).toMatchObject({ mode: 'confirm-upload', source: null });
    expect(added.files).toEqual([
      { kind: 'image', name: 'Picture 1', dataUrl: 'data:image/jpeg;base64,BBB' },
    ]);
  });

  it('takes a PDF straight to confirm-upload', () => {
    const state = run(
      { type: 'upload' },
      { type: 'pick-document', name: 'id.pdf', dataUrl: 'data:application/pdf;base64,JVBE' },
    );
    expect(state.mode).toBe('confirm-upload');
    expect(uploadBody(state)).toEqual({ images: [], documents: ['data:application/pdf;base64,JVBE'] });
  });

  it('cancels back to view with no files, to confirm-upload with some', () => {
    expect(run({ type: 'upload' }, { type: 'cancel' }).mode).toBe('view');
    expect(run(...image(1), { type: 'upload' }, { type: 'cancel' }).mode).toBe('confirm-upload');
  });

  it('disables Upload at 4 images and ignores a fifth', () => {
    const four = run(...image(1), ...image(2), ...image(3), ...image(4));
    expect(four.files).toHaveLength(4);
    expect(canUpload(four)).toBe(false);
    expect(uploadReducer(four, { type: 'upload' })).toBe(four);
    expect(uploadReducer(four, { type: 'add-to-upload', dataUrl: 'x' }).files).toHaveLength(4);
    expect(canUpload(uploadReducer(four, { type: 'remove', index: 0 }))).toBe(true);
  });

  it('counts pictures only toward the 4 (PDFs do not)', () => {
    const state = run(
      ...image(1),
      { type: 'upload' },
      { type: 'pick-document', name: 'a.pdf', dataUrl: 'd' },
    );
    expect(canUpload(state)).toBe(true);
  });

  it("says 'Error rotating image: Nothing to rotate' when rotating with no picture", () => {
    expect(run({ type: 'upload' }, { type: 'rotate-without-image' }).error).toBe(
      'Error rotating image: Nothing to rotate',
    );
  });

  it('clears to view', () => {
    expect(run(...image(1), { type: 'clear' })).toEqual(initialUpload);
  });

  it('goes back to view when the last file is removed', () => {
    expect(run(...image(1), { type: 'remove', index: 0 }).mode).toBe('view');
  });

  it('keeps the files on a failure, and Back returns to them', () => {
    const failed = run(...image(1), { type: 'failed', message: 'Only JPEG or PNG pictures' });
    expect(failed.result).toEqual({ status: 'failed', message: 'Only JPEG or PNG pictures' });
    const back = uploadReducer(failed, { type: 'back' });
    expect(back).toMatchObject({ mode: 'confirm-upload', result: null });
    expect(back.files).toHaveLength(1);
  });

  it('empties on success', () => {
    expect(run(...image(1), { type: 'submitted' })).toEqual({
      ...initialUpload,
      result: { status: 'succeed' },
    });
  });
});
