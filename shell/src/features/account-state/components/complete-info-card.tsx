import { queryKeys, useSessionStore } from '@portal/shared';
import { Button, Typography } from '@portal/shared/ui';
import { Card } from '@portal/shared/ui-data';
import { Form, LegalNameFields } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PasswordFields } from '../../../lib/forms/account-fields';
import { FormError } from '../../../lib/forms/form-error';
import { completeInfo } from '../../sign-in/api/sign-in-api';
import { completionErrorMessage } from '../rules/completion-error-message';
import { completeInfoFormSchema, type CompleteInfoValues } from '../../sign-in/rules/sign-in-schemas';
import { useAccountFormMessages } from '../../../lib/forms/messages/catalog';
import { useAccountStateMessages } from '../messages/catalog';

/** Replaces the page body while the student must complete their personal info (spec section 2). */
export const CompleteInfoCard = () => {
  const m = useAccountStateMessages();
  const forms = useAccountFormMessages();
  const queryClient = useQueryClient();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<CompleteInfoValues>({
    resolver: zodResolver(completeInfoFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', passwordConfirmation: '' },
  });
  const submit = useMutation({
    mutationFn: ({ passwordConfirmation: _confirmation, ...values }: CompleteInfoValues) =>
      completeInfo(values),
    onSuccess: (reply) => {
      useSessionStore.getState().studentLoaded(reply.student);
      queryClient.setQueryData(queryKeys.student.logged(), reply);
    },
  });

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 20 }}>{m('completeInfo.title')}</h2>}
      style={{ maxWidth: 520 }}
    >
      <form
        noValidate
        aria-label={m('completeInfo.label')}
        onSubmit={form.handleSubmit(
          (values) => {
            setInvalid(false);
            submit.mutate(values);
          },
          () => setInvalid(true),
        )}
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
        <Typography.Paragraph>{m('completeInfo.intro')}</Typography.Paragraph>
        <FormProvider {...form}>
          <Form layout="vertical" component={false}>
            <LegalNameFields />
            <PasswordFields />
          </Form>
        </FormProvider>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {m('completeInfo.submit')}
        </Button>
      </form>
    </Card>
  );
};
