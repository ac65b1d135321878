export { DocumentsPage as Component } from '../pages/documents-page';
