import { createAppConfig } from '@portal/webpack-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  federationName: 'shell',
  devPort: 4100,
  title: 'Student Portal',
  isHost: true,
});
