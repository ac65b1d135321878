import '@portal/antd-static-styles.css';
import { theme } from 'antd';
import { portalTheme } from './theme';

/**
 * antd without a provider at the root, and without run-time styles. The shell's first screen renders
 * no antd, so there is no ConfigProvider above the tree to carry the theme; instead, the first antd
 * barrel a page loads makes the portal theme antd's default (`theme.defaultConfig`, which components
 * and static toasts read when no provider is above them). In zero-runtime mode antd's components inject
 * no styles while they render: their CSS was generated at build time for this theme and arrives with
 * this module (shared/build/antd-static-styles.mjs, docs/adr/005-first-load-budget.md). Jest has no
 * generated style sheet, so antd injects its styles at run time there, as before.
 */
const applyPortalTheme = () => {
  const token = { ...theme.defaultConfig.token, ...portalTheme.token };
  Object.assign(theme.defaultConfig, {
    token,
    override: { override: token },
    zeroRuntime: process.env.NODE_ENV !== 'test',
  });
};

applyPortalTheme();
