import type { ThemeConfig } from 'antd';

/**
 * The portal's theme. antd's default secondary and description text (45% black) fails WCAG AA
 * contrast, so the text tokens are darker.
 */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fa8',
    colorInfo: '#1f5fa8',
    colorLink: '#1f5fa8',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.64)',
    colorTextDescription: 'rgba(0, 0, 0, 0.64)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorError: '#c62828',
  },
};
