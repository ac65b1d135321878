/**
 * The shell provides every shared library and UI barrel, including those only remotes use today:
 * webpack's federation plugin provides a shared module only when the host's own graph reaches it.
 * These imports put them in the graph as lazy chunks, loaded only when a remote asks for them.
 */
export const sharedOnlyByRemotes = {
  uiForms: () => import('@portal/shared/ui-forms'),
  uiBaseForms: () => import('@portal/shared/ui-base-forms'),
  uiData: () => import('@portal/shared/ui-data'),
  uiTable: () => import('@portal/shared/ui-table'),
  reactHookForm: () => import('react-hook-form'),
  zod: () => import('zod'),
  contracts: () => import('@portal/shared/contracts'),
};
