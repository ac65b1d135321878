import { createAppConfig } from '@portal/webpack-config';
import { DEV_SHELL_PORT } from '../tooling/remotes/portal-remotes.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  federationName: 'shell',
  devPort: DEV_SHELL_PORT,
  title: 'Student Portal',
  isHost: true,
});
