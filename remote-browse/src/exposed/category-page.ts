export { CategoryPage as Component } from '../features/category/components/category-page';
