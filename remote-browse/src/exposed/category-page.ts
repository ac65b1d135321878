export { CategoryPage as Component } from '../pages/category-page';
