export { SignatureEditorPanel as Component } from '../pages/signature-editor-panel';
