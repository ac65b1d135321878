/**
 * The test kit of the host contract (tests only, never shared at run time): API replies through MSW,
 * fixtures, a mock host and one render helper with the real providers.
 */
export { apiServer } from './api-server';
export {
  apiError,
  apiReplies,
  isApiErrorReply,
  envelope,
  networkError,
  type ApiCall,
  type ApiErrorReply,
  type ApiRecorder,
  type ApiReply,
} from './api-replies';
export { aSchool, aStudent } from './fixtures';
export { aBillingInfo, aCardReport } from './payment-fixtures';
export {
  createMockHost,
  createTestQueryClient,
  renderWithHost,
  type HostRenderOptions,
} from './render-with-host';
export { canvasContextOf, type FakeContext } from './fake-canvas';
export { componentsDrawnDuring } from './components-drawn';
export { expectSignInAsked } from './visitor';
