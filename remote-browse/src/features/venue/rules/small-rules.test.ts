import { relatedCategories } from './related-categories';
import { shareLinks } from './share-links';

const welding = { categoryId: 2, categoryTitle: 'Welding & Fabrication' };
const trades = { categoryId: 6, categoryTitle: 'Skilled Trades' };
const health = { categoryId: 3, categoryTitle: 'Healthcare' };

describe('relatedCategories: shown only when more than one', () => {
  it('shows none for no category', () => expect(relatedCategories([])).toEqual([]));
  it('shows none for a single category', () => expect(relatedCategories([welding])).toEqual([]));
  it('shows both of two', () => expect(relatedCategories([welding, trades])).toEqual([welding, trades]));
  it('shows all of three, in order', () =>
    expect(relatedCategories([health, welding, trades])).toEqual([health, welding, trades]));
});

describe('shareLinks', () => {
  it('opens the external share pages of a social network, a microblog and e-mail', () => {
    const links = shareLinks({ url: 'http://localhost:4100/category/2/course/4', title: 'Welding & More' });
    expect(links.map((l) => l.label)).toEqual(['Share on Facebook', 'Share on X', 'Share by e-mail']);
    expect(links[0]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A4100%2Fcategory%2F2%2Fcourse%2F4',
    );
    expect(links[1]?.href).toContain('https://x.com/intent/tweet?url=http%3A%2F%2Flocalhost');
    expect(links[1]?.href).toContain('&text=Welding%20%26%20More');
    expect(links[2]?.href).toBe(
      'mailto:?subject=Welding%20%26%20More&body=http%3A%2F%2Flocalhost%3A4100%2Fcategory%2F2%2Fcourse%2F4',
    );
  });
});
