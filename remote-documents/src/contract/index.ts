/**
 * The documents area's contracts: its schemas, its endpoint table and its query keys. Compiled into
 * this remote and the API (`@portal/remote-documents/contract`); never a shared run-time module.
 */
export * from './documents';
export * from './documents-endpoints';
export * from './upload-rules';

/** Student-scoped (under 'student'): wiped on logout and on an account switch. */
export const documentsQueryKeys = {
  all: () => ['student', 'documents'] as const,
  list: () => ['student', 'documents', 'list'] as const,
  attachments: (documentId: number) => ['student', 'documents', 'attachments', documentId] as const,
  actionView: (code: string) => ['student', 'documents', 'action-view', code] as const,
};
