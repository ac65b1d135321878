import { ConfigProvider, theme } from 'antd';
import { portalTheme } from './theme';

/**
 * antd without a provider at the root. The shell's first screen renders no antd, so there is no
 * ConfigProvider above the tree to carry the theme; instead, the first antd barrel a page loads makes
 * the portal theme antd's default: in-tree components read `theme.defaultConfig` when no provider is
 * above them, and static toasts and confirms render through `holderRender`.
 */
const applyPortalTheme = () => {
  const token = { ...theme.defaultConfig.token, ...portalTheme.token };
  Object.assign(theme.defaultConfig, { token, override: { override: token } });
  ConfigProvider.config({
    holderRender: (children) => <ConfigProvider theme={portalTheme}>{children}</ConfigProvider>,
  });
};

applyPortalTheme();
