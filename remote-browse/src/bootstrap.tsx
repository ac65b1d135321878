import { mountStandalone } from '@portal/shared/standalone';
import { CategoriesPage } from './features/categories/components/categories-page';
import { CategoryPage } from './features/category/components/category-page';
import { ClassSlideOut } from './features/class/components/class-slide-out';
import { CoursePage } from './features/course/components/course-page';
import { PathwayPage } from './features/pathway/components/pathway-page';

mountStandalone({
  routes: [
    { path: '/categories', element: <CategoriesPage /> },
    { path: '/category/:id', element: <CategoryPage /> },
    { path: '/category/:categoryId/course/:id', element: <CoursePage /> },
    { path: '/category/:categoryId/program/:id', element: <PathwayPage /> },
    { path: '*', element: <CategoriesPage /> },
  ],
  slideOuts: { class: ClassSlideOut },
});
