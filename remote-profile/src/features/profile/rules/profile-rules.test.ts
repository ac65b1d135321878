import { initialsOf, scaleToFit, withPhotoVersion } from './profile-rules';

describe('withPhotoVersion', () => {
  it('adds the photo version so that a new photo shows at once', () => {
    expect(withPhotoVersion('/api/student/photo/1/abc.jpg', 3)).toBe('/api/student/photo/1/abc.jpg?v=3');
    expect(withPhotoVersion('/photo.jpg?size=2', 1)).toBe('/photo.jpg?size=2&v=1');
  });

  it('leaves the URL as it is before any change, and gives none without a photo', () => {
    expect(withPhotoVersion('/photo.jpg', 0)).toBe('/photo.jpg');
    expect(withPhotoVersion(null, 4)).toBeNull();
  });
});

describe('initials', () => {
  it('gives initials', () => {
    expect(initialsOf({ firstName: 'jordan', lastName: 'Rivera' })).toBe('JR');
  });
});

describe('scaleToFit', () => {
  it.each([
    [[1024, 768], { width: 512, height: 384 }],
    [[768, 1024], { width: 384, height: 512 }],
    [[300, 200], { width: 300, height: 200 }],
    [[5000, 10], { width: 512, height: 1 }],
  ])('%p -> %p', ([width, height], expected) => {
    expect(scaleToFit(width!, height!)).toEqual(expected);
  });
});
