// nginx from Debian's packages, for the production-shaped stack (scripts/lib/production-stack.mjs):
// installed when missing, its configuration rendered from deploy/nginx/, run in the foreground as a
// child of the stack. Only Node's own modules here, like postgres.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { installDebianPackages } from './debian.mjs';
import { step } from './run.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's nginx packages put their dynamic modules. */
export const NGINX_MODULES = process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * Installs Debian's nginx (the light build: static files, proxy, gzip_static) and its brotli_static
 * module when either is missing. An NGINX_PATH someone chose is theirs to fix.
 */
export const ensureNginx = async () => {
  const brotli = path.join(NGINX_MODULES, BROTLI_MODULE);
  if (existsSync(NGINX_PATH) && existsSync(brotli)) return NGINX_PATH;
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH=${NGINX_PATH}, and there is no nginx there`);
  step("Installing Debian's nginx for the production-shaped stack");
  await installDebianPackages(['nginx-light', 'libnginx-mod-http-brotli-static'], { recommends: false });
  if (!existsSync(NGINX_PATH) || !existsSync(brotli)) {
    throw new Error(`nginx is installed, but ${NGINX_PATH} or ${brotli} is missing`);
  }
  return NGINX_PATH;
};

/**
 * Fills in each `${NAME}` of a template. A name the values lack is an error, so that a template and
 * its caller cannot drift apart silently; nginx's own `$name` variables are left alone.
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export const renderTemplate = (template, values) =>
  template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`the nginx template needs a value for \${${name}}`);
    return String(values[name]);
  });

/**
 * A value for a template that stands as one word (a path, a port): nothing that would end the word
 * and let the rest be read as configuration.
 * @param {string | number} value
 */
export const nginxWord = (value) => {
  if (/[\s"'\\;{}#$]/.test(String(value))) {
    throw new Error(`nginx cannot take this as one word (spaces, quotes, ';', braces, '#', '$'): ${value}`);
  }
  return String(value);
};

/**
 * A value for a template that stands inside double quotes (a header's value): no quote, backslash,
 * dollar or new line, which would end the string or be read as a variable.
 * @param {string} value
 */
export const nginxQuoted = (value) => {
  if (/["\\$\n]/.test(value)) throw new Error(`nginx cannot take this inside quotes: ${value}`);
  return value;
};

/**
 * Starts nginx in the foreground with a main file already rendered into `runDir`, once `nginx -t`
 * accepts it, and resolves when `probeUrl` answers.
 * @param {{ configFile: string, runDir: string, probeUrl: string, quiet?: boolean }} options
 * @returns {Promise<{ pid: number | undefined, stop: () => Promise<void> }>}
 */
export const startNginx = async ({ configFile, runDir, probeUrl, quiet = false }) => {
  mkdirSync(path.join(runDir, 'temp'), { recursive: true });
  const args = ['-p', runDir, '-c', configFile];
  const check = spawnSync(NGINX_PATH, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses its configuration:\n${check.stderr.trim()}`);
  const child = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGQUIT: finish the requests under way, then stop.
      child.kill('SIGQUIT');
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${runDir}/error.log`);
    const answered = await fetch(probeUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer at ${probeUrl} within 20 s; see ${runDir}/error.log`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { pid: child.pid, stop };
};
