import { formatDate, useHostServices } from '@portal/shared';
import { Button, Flex } from '@portal/shared/ui';
import { Descriptions } from '@portal/shared/ui-data';
import { EmptyState, Heading, LoadError, NotFoundResult, SkeletonLines } from '@portal/shared/ui-base';
import { useReducer, useState } from 'react';
import { UPLOAD_MESSAGES, uploadSizeError, type Attachment } from '../contract';
import {
  attachmentLink,
  useAddAttachments,
  useAttachments,
  useDocuments,
} from '../features/documents/api/documents';
import { DocumentFrame } from '../features/document-frame/components/document-frame';
import { UploadArea, UploadFailure } from '../features/upload/components/upload-area';
import { canUpload, initialUpload, uploadBody, uploadReducer } from '../features/upload/rules/upload-machine';
import { injectDocumentStyles } from '../lib/styles';

injectDocumentStyles();

/** An attachment: clicking it prepares its link (short-lived), then View opens it. */
const AttachmentItem = ({ documentId, attachment }: { documentId: number; attachment: Attachment }) => {
  const [link, setLink] = useState<
    { status: 'idle' | 'preparing' | 'failed' } | { status: 'ready'; url: string }
  >({
    status: 'idle',
  });
  const prepare = async () => {
    setLink({ status: 'preparing' });
    try {
      setLink({ status: 'ready', url: (await attachmentLink(documentId, attachment.code)).url });
    } catch {
      setLink({ status: 'failed' });
    }
  };
  return (
    <li className="doc-file">
      {/* A plain button in the base kit's link colours: antd's link hover colour is too faint (axe). */}
      <button type="button" className="doc-link" onClick={() => void prepare()}>
        {attachment.title}
      </button>
      {link.status === 'preparing' ? <span className="doc-secondary">Preparing the link…</span> : null}
      {link.status === 'ready' ? (
        <Button
          type="primary"
          size="small"
          href={link.url}
          target="_blank"
          rel="noopener"
          aria-label={`View ${attachment.title}`}
        >
          View
        </Button>
      ) : null}
      {link.status === 'failed' ? (
        <span className="doc-secondary">Could not prepare the link. Try again.</span>
      ) : null}
    </li>
  );
};

const Attachments = ({ documentId }: { documentId: number }) => {
  const attachments = useAttachments(documentId);
  const add = useAddAttachments(documentId);
  const { notify } = useHostServices();
  const [upload, dispatch] = useReducer(uploadReducer, initialUpload);

  const onSubmit = () => {
    const body = uploadBody(upload);
    const tooLarge = uploadSizeError([...body.images, ...body.documents], UPLOAD_MESSAGES.attachmentTooLarge);
    if (tooLarge) {
      dispatch({ type: 'refused', message: tooLarge });
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        notify.success(UPLOAD_MESSAGES.attachmentSubmitted);
        dispatch({ type: 'clear' });
      },
      onError: (error) => dispatch({ type: 'failed', message: error.message }),
    });
  };

  return (
    <section aria-labelledby="attachments-heading">
      <Heading level={3} id="attachments-heading">
        Attachments
      </Heading>
      {attachments.isError ? (
        <LoadError
          title="Could not load the attachments"
          error={attachments.error}
          onRetry={() => void attachments.refetch()}
        />
      ) : !attachments.data ? (
        <SkeletonLines rows={2} label="Loading the attachments" />
      ) : attachments.data.attachments.length === 0 ? (
        <EmptyState>No attachments found</EmptyState>
      ) : (
        <ul className="doc-files" aria-label="Attachments">
          {attachments.data.attachments.map((attachment) => (
            <AttachmentItem key={attachment.code} documentId={documentId} attachment={attachment} />
          ))}
        </ul>
      )}
      <Flex vertical gap="middle" style={{ marginTop: 12 }}>
        {upload.result?.status === 'failed' ? (
          <UploadFailure message={upload.result.message} onBack={() => dispatch({ type: 'back' })} />
        ) : (
          <UploadArea state={upload} dispatch={dispatch} tooLarge={UPLOAD_MESSAGES.attachmentTooLarge} />
        )}
        {upload.mode === 'view' ? (
          <div>
            <Button onClick={() => dispatch({ type: 'upload' })}>Add Attachment</Button>
          </div>
        ) : null}
        {upload.mode === 'confirm-upload' && upload.result === null ? (
          <div className="doc-footer">
            <Button onClick={() => dispatch({ type: 'clear' })}>Discard Attachment</Button>
            <Button disabled={!canUpload(upload)} onClick={() => dispatch({ type: 'upload' })}>
              Add another picture
            </Button>
            <Button type="primary" loading={add.isPending} onClick={onSubmit}>
              Submit Attachment
            </Button>
          </div>
        ) : null}
      </Flex>
    </section>
  );
};

/** The document view slide-out (spec 2.4): date, expire date, text, and the attachments. */
export const DocumentViewSlideOut = ({ documentId }: { documentId: number }) => {
  const documents = useDocuments();
  if (documents.isError) {
    return (
      <LoadError
        title="Could not load the document"
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) return <SkeletonLines rows={8} label="Loading the document" />;
  const document = documents.data.documents.find((candidate) => candidate.documentId === documentId);
  if (!document) return <NotFoundResult what="Document" />;
  return (
    <section aria-labelledby="document-view-heading">
      <Heading level={2} id="document-view-heading">
        {document.title}
      </Heading>
      <Flex vertical gap="large">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'date', label: 'Date', children: formatDate(document.date) },
            {
              key: 'expire',
              label: 'Expire date',
              children: document.expireDate ? formatDate(document.expireDate) : 'None',
            },
          ]}
        />
        <DocumentFrame title={document.title} html={document.text} height="40vh" />
        <Attachments documentId={documentId} />
      </Flex>
    </section>
  );
};
