import { mountStandalone } from '@portal/shared/standalone';
import { DocumentsPage } from './pages/documents-page';
import { RequiredDocumentSlideOut } from './pages/required-document-slide-out';
import { DocumentViewSlideOut } from './pages/document-view-slide-out';

mountStandalone({
  routes: [
    { path: '/documents', element: <DocumentsPage /> },
    { path: '*', element: <DocumentsPage /> },
  ],
  slideOuts: { requiredDocument: RequiredDocumentSlideOut, documentView: DocumentViewSlideOut },
});
