import type { ThemeConfig } from 'antd';
import portalThemeTokens from './portal-theme.json';

/**
 * The portal's theme. antd's default secondary and description text (45% black) fails WCAG AA
 * contrast, so the text tokens are darker. The tokens live in JSON because the build reads them too,
 * to generate antd's static styles (shared/build/antd-static-styles.mjs).
 */
export const portalTheme: ThemeConfig = portalThemeTokens;
