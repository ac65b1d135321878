import type { DocumentsResponse } from '../contract';

export const DOCUMENTS: DocumentsResponse = {
  requiredDocuments: [
    { code: 'WAIVER', title: 'Liability Waiver and Release', requiredAction: 'sign' },
    { code: 'PHOTO-ID', title: 'Photo ID', requiredAction: 'upload' },
  ],
  documents: [
    {
      documentId: 11,
      title: 'High School Transcript',
      date: '2026-08-01',
      expireDate: '2027-08-01',
      text: '<p>Transcript</p>',
    },
    {
      documentId: 12,
      title: 'Immunization Record',
      date: '2026-07-15',
      expireDate: null,
      text: '<p>Record</p>',
    },
  ],
};
