import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p>Bring <strong>boots</strong>. <a href="https://x.example">More</a></p>')).toBe(
      '<p>Bring <strong>boots</strong>. <a href="https://x.example">More</a></p>',
    );
  });
  it('drops scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('Hi');
  });
  it('drops styles, forms and frames', () => {
    expect(
      sanitizeHtml(
        '<style>p{}</style><p style="color:red">A</p><form><input></form><iframe src="x"></iframe>',
      ),
    ).toBe('<p>A</p>');
  });
  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('has images wait until they are near the screen', () => {
    expect(sanitizeHtml('<p><img src="https://x.example/a.png" alt="A"></p>')).toBe(
      '<p><img src="https://x.example/a.png" alt="A" loading="lazy"></p>',
    );
  });
  it('drops any other link target', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_top">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });
  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
