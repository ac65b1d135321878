export { RequiredDocumentSlideOut as Component } from '../pages/required-document-slide-out';
