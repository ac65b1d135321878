// A fresh module registry for this file's component: the test setup has loaded the sanitizer in the
// shared one. Testing Library and React come from the same registry as the component.
import type * as Testing from '@testing-library/react/pure';
import type * as HtmlContentModule from './html-content';
import type * as Sanitizer from './sanitize-html';

let HtmlContent!: typeof HtmlContentModule.HtmlContent;
let sanitizer!: typeof Sanitizer;
let testing!: typeof Testing;
jest.isolateModules(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- only require() loads into the isolated registry */
  testing = require('@testing-library/react/pure');
  ({ HtmlContent } = require('./html-content'));
  sanitizer = require('./sanitize-html');
  /* eslint-enable @typescript-eslint/no-require-imports */
});
afterEach(() => testing.cleanup());

describe('HtmlContent before the sanitizer has loaded', () => {
  it('says the text alone, escaped, when asked to sanitize before the sanitizer is here', () => {
    expect(sanitizer.isSanitizerLoaded()).toBe(false);
    expect(sanitizer.sanitizeHtml('<p>A &lt;b&gt; <script>alert(1)</script><b>bold</b></p>')).toBe(
      'A &lt;b&gt; alert(1)bold',
    );
  });

  it('shows nothing of the HTML until the sanitizer is here, then the sanitized HTML', async () => {
    const { render, screen } = testing;
    render(<HtmlContent html={'<p>Bring <strong>boots</strong><img src=x onerror="alert(1)"></p>'} />);
    expect(screen.queryByText(/Bring/)).not.toBeInTheDocument();
    expect(await screen.findByText('boots')).toBeInTheDocument();
    expect(screen.getByText('boots').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(sanitizer.isSanitizerLoaded()).toBe(true);
  });
});
