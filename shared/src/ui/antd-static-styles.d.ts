/** antd's static styles for the portal theme, generated at build time (tooling/webpack). */
declare module '@portal/antd-static-styles.css';
