import {
  canAddImage,
  CAPTURE_FORMATS,
  captureScale,
  dataUrlBytes,
  formatBytes,
  MAX_UPLOAD_BYTES,
  sniffFileKind,
  UPLOAD_MESSAGES,
  uploadSizeError,
} from './upload-rules';

const dataUrlOf = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('size in readable units', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [MAX_UPLOAD_BYTES, '20 MB'],
    [3 * 1024 * 1024 + 200 * 1024, '3.2 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%p -> %p', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it("words the spec's messages", () => {
    expect(UPLOAD_MESSAGES.tooLarge(formatBytes(MAX_UPLOAD_BYTES))).toBe(
      'The document is too large to upload. Max upload size is 20 MB',
    );
    expect(UPLOAD_MESSAGES.attachmentTooLarge('20 MB')).toBe(
      'The attachment is too large to upload. Max upload size is 20 MB',
    );
    expect(UPLOAD_MESSAGES.nothingToRotate).toBe('Error rotating image: Nothing to rotate');
  });
});

describe('the 20 MB limit (spec 9: 20971520 bytes)', () => {
  it.each([0, 1, 2, 3, 1000])('counts the decoded bytes of a data URL of %p bytes', (bytes) => {
    expect(dataUrlBytes(dataUrlOf(bytes))).toBe(bytes);
  });

  it('takes a total of exactly 20 MB and refuses one byte more', () => {
    expect(uploadSizeError([dataUrlOf(MAX_UPLOAD_BYTES - 10), dataUrlOf(10)])).toBeNull();
    expect(uploadSizeError([dataUrlOf(MAX_UPLOAD_BYTES - 10), dataUrlOf(11)])).toBe(
      'The document is too large to upload. Max upload size is 20 MB',
    );
  });
});

describe('file kinds by content, never by name', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'pdf'],
    [[0x68, 0x65, 0x6c, 0x6c, 0x6f], null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('%p -> %p', (bytes, kind) => {
    expect(sniffFileKind(Uint8Array.from(bytes))).toBe(kind);
  });
});

describe('pictures', () => {
  it('may be added until there are 4', () => {
    expect([0, 1, 2, 3, 4, 5].map(canAddImage)).toEqual([true, true, true, true, false, false]);
  });

  it('have the three capture formats of the spec', () => {
    expect(CAPTURE_FORMATS.map((format) => `${format.name} ${format.width}x${format.height}`)).toEqual([
      'Portrait 212x300',
      'Landscape 300x212',
      'ID Card 300x194',
    ]);
  });

  it.each([
    [100, 4],
    [848, 4],
    [1500, 7],
    [4000, 8],
  ])('a crop %p px wide is captured at %p times the Portrait size (at least 4)', (width, scale) => {
    expect(captureScale(width, CAPTURE_FORMATS[0])).toBe(scale);
  });
});
