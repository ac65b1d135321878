/** Student-scoped (under 'student'): wiped on logout and on an account switch. */
export const documentsQueryKeys = {
  all: () => ['student', 'documents'] as const,
  list: () => ['student', 'documents', 'list'] as const,
  attachments: (documentId: number) => ['student', 'documents', 'attachments', documentId] as const,
  actionView: (code: string) => ['student', 'documents', 'action-view', code] as const,
};
