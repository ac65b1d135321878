import { mountStandalone } from '@portal/shared/standalone';
import { ApplicationsPage } from './pages/applications-page';
import { CategoriesPage } from './pages/categories-page';
import { CategoryPage } from './pages/category-page';
import { ClassSlideOut } from './pages/class-slide-out';
import { CoursePage } from './pages/course-page';
import { PathwayPage } from './pages/pathway-page';

mountStandalone({
  routes: [
    { path: '/categories', element: <CategoriesPage /> },
    { path: '/category/:id', element: <CategoryPage /> },
    { path: '/category/:categoryId/course/:id', element: <CoursePage /> },
    { path: '/category/:categoryId/program/:id', element: <PathwayPage /> },
    { path: '/applications', element: <ApplicationsPage /> },
    { path: '*', element: <CategoriesPage /> },
  ],
  slideOuts: { class: ClassSlideOut },
});
