import { formatDate, useHostServices } from '@portal/shared';
import { Button, Flex } from '@portal/shared/ui';
import { Descriptions } from '@portal/shared/ui-data';
import { EmptyState, Heading, LoadError, NotFoundResult, SkeletonLines } from '@portal/shared/ui-base';
import { useReducer, useState } from 'react';
import { uploadSizeError, type Attachment } from '../contract';
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
import { useDocumentsMessages } from '../messages/catalog';
import { useDocumentViewMessages } from './document-view/messages/catalog';

injectDocumentStyles();

/** An attachment: clicking it prepares its link (short-lived), then View opens it. */
const AttachmentItem = ({ documentId, attachment }: { documentId: number; attachment: Attachment }) => {
  const m = useDocumentViewMessages();
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
      {link.status === 'preparing' ? (
        <span className="doc-secondary">{m('attachments.preparing')}</span>
      ) : null}
      {link.status === 'ready' ? (
        <Button
          type="primary"
          size="small"
          href={link.url}
          target="_blank"
          rel="noopener"
          aria-label={m('attachments.viewNamed', { title: attachment.title })}
        >
          {m('attachments.view')}
        </Button>
      ) : null}
      {link.status === 'failed' ? <span className="doc-secondary">{m('attachments.linkFailed')}</span> : null}
    </li>
  );
};

const Attachments = ({ documentId }: { documentId: number }) => {
  const m = useDocumentViewMessages();
  const attachments = useAttachments(documentId);
  const add = useAddAttachments(documentId);
  const { notify } = useHostServices();
  const [upload, dispatch] = useReducer(uploadReducer, initialUpload);

  const onSubmit = () => {
    const body = uploadBody(upload);
    const tooLarge = uploadSizeError([...body.images, ...body.documents], (size) =>
      m('validation.attachmentTooLarge', { size }),
    );
    if (tooLarge) {
      dispatch({ type: 'refused', message: tooLarge });
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        notify.success(m('validation.attachmentSubmitted'));
        dispatch({ type: 'clear' });
      },
      onError: (error) => dispatch({ type: 'failed', message: error.message }),
    });
  };

  return (
    <section aria-labelledby="attachments-heading">
      <Heading level={3} id="attachments-heading">
        {m('attachments.title')}
      </Heading>
      {attachments.isError ? (
        <LoadError
          title={m('attachments.loadFailed')}
          error={attachments.error}
          onRetry={() => void attachments.refetch()}
        />
      ) : !attachments.data ? (
        <SkeletonLines rows={2} label={m('attachments.loading')} />
      ) : attachments.data.attachments.length === 0 ? (
        <EmptyState>{m('attachments.empty')}</EmptyState>
      ) : (
        <ul className="doc-files" aria-label={m('attachments.title')}>
          {attachments.data.attachments.map((attachment) => (
            <AttachmentItem key={attachment.code} documentId={documentId} attachment={attachment} />
          ))}
        </ul>
      )}
      <Flex vertical gap="middle" style={{ marginTop: 12 }}>
        {upload.result?.status === 'failed' ? (
          <UploadFailure message={upload.result.message} onBack={() => dispatch({ type: 'back' })} />
        ) : (
          <UploadArea
            state={upload}
            dispatch={dispatch}
            tooLarge={(size) => m('validation.attachmentTooLarge', { size })}
          />
        )}
        {upload.mode === 'view' ? (
          <div>
            <Button onClick={() => dispatch({ type: 'upload' })}>{m('attachments.add')}</Button>
          </div>
        ) : null}
        {upload.mode === 'confirm-upload' && upload.result === null ? (
          <div className="doc-footer">
            <Button onClick={() => dispatch({ type: 'clear' })}>{m('attachments.discard')}</Button>
            <Button disabled={!canUpload(upload)} onClick={() => dispatch({ type: 'upload' })}>
              {m('attachments.addPicture')}
            </Button>
            <Button type="primary" loading={add.isPending} onClick={onSubmit}>
              {m('attachments.submit')}
            </Button>
          </div>
        ) : null}
      </Flex>
    </section>
  );
};

/** The document view slide-out (spec 2.4): date, expire date, text, and the attachments. */
export const DocumentViewSlideOut = ({ documentId }: { documentId: number }) => {
  const m = useDocumentViewMessages();
  const shared = useDocumentsMessages();
  const documents = useDocuments();
  if (documents.isError) {
    return (
      <LoadError
        title={m('documentView.loadFailed')}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) return <SkeletonLines rows={8} label={shared('document.loading')} />;
  const document = documents.data.documents.find((candidate) => candidate.documentId === documentId);
  if (!document) {
    return <NotFoundResult title={m('documentView.notFound')} />;
  }
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
            { key: 'date', label: m('documentView.date'), children: formatDate(document.date) },
            {
              key: 'expire',
              label: m('documentView.expireDate'),
              children: document.expireDate
                ? formatDate(document.expireDate)
                : m('documentView.noExpireDate'),
            },
          ]}
        />
        <DocumentFrame title={document.title} html={document.text} height="40vh" />
        <Attachments documentId={documentId} />
      </Flex>
    </section>
  );
};
