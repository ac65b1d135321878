import {
  getLoggedStudentQueryOptions,
  refreshAcrossAreas,
  useHostServices,
  useSessionStore,
} from '@portal/shared';
import { Refusal } from '@portal/shared/i18n';
import { Alert, Button, Flex, Result } from '@portal/shared/ui';
import { Heading, Notice, SkeletonLines } from '@portal/shared/ui-base';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { uploadSizeError } from '../contract';
import { useActionView, useSubmitDocument } from '../features/documents/api/documents';
import { ACTION_LABEL_IDS } from '../features/documents/rules/action-labels';
import { DocumentFrame } from '../features/document-frame/components/document-frame';
import { UploadArea, UploadFailure } from '../features/upload/components/upload-area';
import { canUpload, initialUpload, uploadBody, uploadReducer } from '../features/upload/rules/upload-machine';
import { injectDocumentStyles } from '../lib/styles';
import { useDocumentsMessages } from '../messages/catalog';
import { useRequiredDocumentMessages } from './required-document/messages/catalog';

injectDocumentStyles();

const SignatureFirst = ({ onSaved }: { onSaved: () => void }) => {
  const { renderRemoteComponent } = useHostServices();
  const m = useRequiredDocumentMessages();
  return renderRemoteComponent(
    'profile/SignatureEditor',
    { requireSignature: true, onSaved },
    <Notice
      type="warning"
      title={m('validation.needSignature')}
      description={m('signature.editorUnavailable')}
    />,
  );
};

/**
 * The required-document slide-out (spec 2.3 and 4.3): the document in a sandboxed frame, a signature
 * first, uploads of pictures (cropped, rotated, in a format) or PDFs, and Submit. A survey or form
 * document is answered inside its frame, whose form posts to the API itself; the API refuses Submit,
 * with a message shown here, until the answers are recorded (docs/adr/012-document-forms-in-the-sandbox.md).
 */
export const RequiredDocumentSlideOut = ({ code }: { code: string }) => {
  const m = useRequiredDocumentMessages();
  const shared = useDocumentsMessages();
  const view = useActionView(code);
  const submit = useSubmitDocument(code);
  const queryClient = useQueryClient();
  const { closeSlideOut, setSlideOutDirty } = useHostServices();
  // The logged student as the server has it now (a signature saved elsewhere since sign-in counts).
  const logged = useQuery(getLoggedStudentQueryOptions());
  const sessionHasSignature = useSessionStore((state) => state.student?.info.hasSignature ?? false);
  const hasSignatureOnFile = logged.data?.student.info.hasSignature ?? sessionHasSignature;
  const [signedNow, setSignedNow] = useState(false);
  const [upload, dispatch] = useReducer(uploadReducer, initialUpload);
  const hasSignature = hasSignatureOnFile || signedNow;

  const dirty = upload.files.length > 0 && upload.result?.status !== 'succeed';
  useEffect(() => setSlideOutDirty(dirty), [dirty, setSlideOutDirty]);
  useEffect(() => () => setSlideOutDirty(false), [setSlideOutDirty]);

  if (view.isError) {
    return (
      <Flex vertical gap="middle">
        <Alert type="error" showIcon title={<Refusal text={view.error.message} />} />
        <div className="doc-footer">
          <Button onClick={closeSlideOut}>{m('common.close')}</Button>
        </div>
      </Flex>
    );
  }
  if (!view.data) return <SkeletonLines rows={8} label={shared('document.loading')} />;
  const document = view.data;

  if (upload.result?.status === 'succeed') {
    return (
      <Result
        status="success"
        title={m('validation.documentSubmitted')}
        extra={
          <Button type="primary" onClick={closeSlideOut}>
            {m('common.close')}
          </Button>
        }
      />
    );
  }

  const needsFiles = document.requiredAction === 'upload' && upload.files.length === 0;
  const onSubmit = () => {
    const body = uploadBody(upload);
    const tooLarge = uploadSizeError([...body.images, ...body.documents], (size) =>
      m('validation.uploadTooLarge', { size }),
    );
    if (tooLarge) {
      dispatch({ type: 'refused', message: tooLarge });
      return;
    }
    submit.mutate(body, {
      onSuccess: () => dispatch({ type: 'submitted' }),
      onError: (error) => dispatch({ type: 'failed', message: error.message }),
    });
  };

  return (
    <section aria-labelledby="required-document-heading">
      <Heading level={2} id="required-document-heading">
        {document.title}
      </Heading>
      <p className="doc-secondary">{shared(ACTION_LABEL_IDS[document.requiredAction])}</p>
      <Flex vertical gap="middle">
        {hasSignature ? null : (
          <SignatureFirst
            onSaved={() => {
              setSignedNow(true);
              void refreshAcrossAreas(queryClient, 'studentTasks');
            }}
          />
        )}
        <DocumentFrame title={document.title} html={document.html} action={document.requiredAction} />
        {upload.result?.status === 'failed' ? (
          <UploadFailure message={upload.result.message} onBack={() => dispatch({ type: 'back' })} />
        ) : (
          <>
            <UploadArea
              state={upload}
              dispatch={dispatch}
              tooLarge={(size) => m('validation.uploadTooLarge', { size })}
            />
            {upload.mode === 'upload' ? null : (
              <div className="doc-footer">
                {upload.mode === 'view' ? <Button onClick={closeSlideOut}>{m('common.close')}</Button> : null}
                {upload.mode === 'confirm-upload' ? (
                  <Button onClick={() => dispatch({ type: 'clear' })}>{m('requiredDocument.clear')}</Button>
                ) : null}
                <Button disabled={!canUpload(upload)} onClick={() => dispatch({ type: 'upload' })}>
                  {m('requiredDocument.upload')}
                </Button>
                <Button
                  type="primary"
                  disabled={!hasSignature || needsFiles}
                  loading={submit.isPending}
                  onClick={onSubmit}
                >
                  {m('requiredDocument.submit')}
                </Button>
              </div>
            )}
            {!hasSignature ? <p className="doc-secondary">{m('validation.needSignature')}</p> : null}
          </>
        )}
      </Flex>
    </section>
  );
};
