import { createAppConfig } from '@portal/webpack-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  federationName: 'browse',
  devPort: 4101,
  title: 'Browse Courses (standalone)',
  // The remote's whole public interface: each exposed module exports its component as `Component`.
  exposes: {
    './CategoriesPage': './src/exposed/categories-page.ts',
  },
});
