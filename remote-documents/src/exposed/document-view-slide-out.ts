export { DocumentViewSlideOut as Component } from '../pages/document-view-slide-out';
