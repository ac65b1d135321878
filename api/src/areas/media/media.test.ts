import { captionOf, placeholderSvg } from './routes/media';

describe('placeholder captions', () => {
  it.each([
    ['it', 'IT'],
    ['it-fundamentals', 'IT Fundamentals'],
    ['it-support-specialist', 'IT Support Specialist'],
    ['cpr-first-aid', 'CPR First Aid'],
    ['hvac-fundamentals', 'HVAC Fundamentals'],
    ['esl-workplace', 'ESL Workplace'],
    ['cda-prep', 'CDA Prep'],
    ['servsafe', 'ServSafe'],
    ['welding-fundamentals', 'Welding Fundamentals'],
    ['healthcare', 'Healthcare'],
    // Only whole words: 'it' inside a word stays as it is.
    ['italian-cooking', 'Italian Cooking'],
    ['large-12', 'Large 12'],
  ])('%s reads "%s"', (slug, caption) => {
    expect(captionOf(slug)).toBe(caption);
  });

  it('names the picture and writes the caption in it', () => {
    const svg = placeholderSvg('category', 'it');
    expect(svg).toContain('aria-label="IT"');
    expect(svg).toContain('>IT</text>');
  });
});
