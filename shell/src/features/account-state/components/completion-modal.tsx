import {
  getCartQueryOptions,
  getLoggedStudentQueryOptions,
  useSessionStore,
  type Student,
} from '@portal/shared';
import { Button, Modal } from '@portal/shared/ui';
import { EMPTY_ADDRESS_PHONE, Form, LegalNameFields } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormError } from '../../../lib/forms/form-error';
import { AddressPhoneFields } from '../../../lib/forms/account-fields';
import { wipeStudentData } from '../../session/api/wipe-student-data';
import { completeAccount } from '../../sign-in/api/sign-in-api';
import { completionErrorMessage } from '../rules/completion-error-message';
import { completionFormSchema, type CompletionValues } from '../rules/completion-schema';
import { useAccountFormMessages } from '../../../lib/forms/messages/catalog';
import { useAccountStateMessages } from '../messages/catalog';

/** 'Please complete your student account information': creates the student record. */
export const CompletionModal = ({
  student,
  open,
  onClose,
}: {
  student: Student;
  open: boolean;
  onClose: () => void;
}) => {
  const m = useAccountStateMessages();
  const forms = useAccountFormMessages();
  const queryClient = useQueryClient();
  // Spec section 5: a failed validation sets invalid_input, whose text section 8 gives.
  const [invalid, setInvalid] = useState(false);
  const form = useForm<CompletionValues>({
    resolver: zodResolver(completionFormSchema),
    // Spec: validation runs on blur and on submit; the first invalid field is focused.
    mode: 'onBlur',
    shouldFocusError: true,
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      ...EMPTY_ADDRESS_PHONE,
    },
  });

  const submit = useMutation({
    mutationFn: completeAccount,
    onSuccess: async () => {
      try {
        // Student, required actions, pending registration forms and cart, all reloaded.
        await queryClient.fetchQuery({ ...getLoggedStudentQueryOptions(), staleTime: 0 });
        await queryClient.fetchQuery({ ...getCartQueryOptions(), staleTime: 0 });
        onClose();
      } catch {
        // The reload failed: the logged student and account state are cleared.
        useSessionStore.getState().signedOut();
        wipeStudentData(queryClient);
        onClose();
      }
    },
  });

  const busy = submit.isPending;
  return (
    <Modal
      open={open}
      title={m('completion.title')}
      onCancel={busy ? undefined : onClose}
      mask={{ closable: !busy }}
      closable={!busy}
      keyboard={!busy}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {m('completion.cancel')}
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form="completion-form" loading={busy}>
          {m('completion.submit')}
        </Button>,
      ]}
    >
      <form
        id="completion-form"
        noValidate
        onSubmit={form.handleSubmit(
          (values) => {
            setInvalid(false);
            submit.mutate(values);
          },
          () => setInvalid(true),
        )}
        aria-label={m('completion.label')}
      >
        <FormError
          message={
            invalid
              ? forms('account.checkFields')
              : submit.isError
                ? completionErrorMessage(submit.error, forms)
                : null
          }
        />
        <FormProvider {...form}>
          <Form layout="vertical" component={false} disabled={busy}>
            <LegalNameFields />
            <AddressPhoneFields />
          </Form>
        </FormProvider>
      </form>
    </Modal>
  );
};
