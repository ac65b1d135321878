export { CategoriesPage as Component } from '../pages/categories-page';
