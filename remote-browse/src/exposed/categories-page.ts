export { CategoriesPage as Component } from '../app/categories-page';
