import { createAppConfig } from '@portal/webpack-config';

const config = createAppConfig({
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

/**
 * Each exposed module is one file: no chunks shared between them. A page then costs one request
 * after the container, and the remote's files stay its entry plus one file per exposed module
 * (e2e/tests/singletons.spec.ts checks that). The price is the venue code (about 16 KB) repeated in
 * the pages that use it; a page loads one of them, plus the class slide-out when it opens.
 */
export default (env, argv) => {
  const built = config(env, argv);
  return { ...built, optimization: { ...built.optimization, splitChunks: false } };
};
