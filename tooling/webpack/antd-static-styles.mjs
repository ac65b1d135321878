import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The module name apps import antd's generated styles by (an alias to the generated file). */
export const ANTD_STATIC_STYLES = '@portal/antd-static-styles.css';

const newestInput = (files) => Math.max(...files.map((file) => statSync(file).mtimeMs));

/**
 * Generates antd's static styles for the portal theme into the app's cache folder, once per build mode
 * (antd's style scopes differ between production and development), again only when the theme, the
 * barrels, antd or the generator changed. Returns the file's path.
 */
export const antdStaticStyles = (appDir, mode) => {
  const require = createRequire(path.join(appDir, 'package.json'));
  const sharedDir = path.dirname(require.resolve('@portal/shared/package.json'));
  const generator = path.join(sharedDir, 'build/antd-static-styles.mjs');
  const uiDir = path.join(sharedDir, 'src/ui');
  const antdPackage = createRequire(generator).resolve('antd/package.json');
  const inputs = [generator, antdPackage, ...readdirSync(uiDir).map((file) => path.join(uiDir, file))];
  const output = path.join(appDir, '.cache', `antd-static-styles.${mode}.css`);
  if (existsSync(output) && statSync(output).mtimeMs >= newestInput(inputs)) return output;
  const css = execFileSync(process.execPath, [generator], {
    env: { ...process.env, NODE_ENV: mode },
    maxBuffer: 64 * 1024 * 1024,
  });
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, css);
  return output;
};
