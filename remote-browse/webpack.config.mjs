import { createAppConfig } from '@portal/webpack-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  federationName: 'browse',
  devPort: 4101,
  title: 'Browse Courses (standalone)',
  // The remote's whole public interface: each exposed module exports its component as `Component`.
  exposes: {
    './CategoriesPage': './src/exposed/categories-page.ts',
    './CategoryPage': './src/exposed/category-page.ts',
    './CoursePage': './src/exposed/course-page.ts',
    './PathwayPage': './src/exposed/pathway-page.ts',
    './ClassSlideOut': './src/exposed/class-slide-out.ts',
  },
});
