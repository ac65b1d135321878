import { nginxQuoted, nginxWord, renderTemplate } from './nginx.mjs';

describe('renderTemplate', () => {
  it.each([
    ['listen ${PORT};', { PORT: 4100 }, 'listen 4100;'],
    ['root ${ROOT}; alias ${ROOT}/x;', { ROOT: '/srv/a' }, 'root /srv/a; alias /srv/a/x;'],
    ['proxy_set_header Host $host;', {}, 'proxy_set_header Host $host;'],
    ['map $uri $portal_cache_control {', {}, 'map $uri $portal_cache_control {'],
    ['# its ${...} are filled in', {}, '# its ${...} are filled in'],
    ['${A}${B}', { A: 'x', B: 'y' }, 'xy'],
  ])('%s', (template, values, expected) => {
    expect(renderTemplate(template, values)).toBe(expected);
  });

  it('refuses a template that needs a value it was not given', () => {
    expect(() => renderTemplate('listen ${SHELL_LISTEN};', { LISTEN: 1 })).toThrow(
      'the nginx template needs a value for ${SHELL_LISTEN}',
    );
  });
});

describe('nginxWord', () => {
  it.each(['/srv/portal/shell/dist', '127.0.0.1:4100', 4100, 'www-data', '/tmp/portal-nginx-Ab12_x'])(
    'takes %s',
    (value) => {
      expect(nginxWord(value)).toBe(String(value));
    },
  );

  it.each(['/srv/my portal', '/srv/a;b', 'x"y', "x'y", '/srv/{a}', '/srv/#a', '/srv/$a', 'a\nb', 'a\\b'])(
    'refuses %j, which would end the word',
    (value) => {
      expect(() => nginxWord(value)).toThrow('nginx cannot take this as one word');
    },
  );
});

describe('nginxQuoted', () => {
  it("takes a policy's semicolons and quotes of the other kind", () => {
    const policy = "default-src 'none'; frame-ancestors 'none'";
    expect(nginxQuoted(policy)).toBe(policy);
  });

  it.each(['a"b', 'a\\b', 'a$b', 'a\nb'])('refuses %j', (value) => {
    expect(() => nginxQuoted(value)).toThrow('nginx cannot take this inside quotes');
  });
});
