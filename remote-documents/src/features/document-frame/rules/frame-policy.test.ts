import { REQUIRED_ACTIONS } from '../../../contract';
import { framePolicy, frameSandbox } from './frame-policy';

describe("a document frame's sandbox", () => {
  it.each([
    ['survey', 'allow-forms'],
    ['form', 'allow-forms'],
    ['sign', ''],
    ['upload', ''],
    ['notify', ''],
  ] as const)('for a %s document is %p', (action, sandbox) => expect(frameSandbox(action)).toBe(sandbox));

  it('is empty for a document of the history (no action)', () => expect(frameSandbox(null)).toBe(''));

  it.each(REQUIRED_ACTIONS)('never lets a %s document run script or have an origin', (action) => {
    expect(frameSandbox(action)).not.toMatch(/allow-scripts|allow-same-origin|allow-top|allow-popups/);
  });
});

describe("a document frame's own policy", () => {
  it('lets a form post to the answers route alone', () =>
    expect(framePolicy('http://localhost:4100/api/document/answers')).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action http://localhost:4100/api/document/answers",
    ));
  it('lets no form post anywhere otherwise', () =>
    expect(framePolicy(null)).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'",
    ));
});
