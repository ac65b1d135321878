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
import { CHECK_THE_FIELDS } from '../../sign-in/components/register-form';
import { completeInfo } from '../../sign-in/api/sign-in-api';
import { completionErrorMessage } from '../rules/completion-error-message';
import { completeInfoFormSchema, type CompleteInfoValues } from '../../sign-in/rules/sign-in-schemas';

/** Replaces the page body while the student must complete their personal info (spec section 2). */
export const CompleteInfoCard = () => {
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
      title={<h2 style={{ margin: 0, fontSize: 20 }}>Please complete your account information</h2>}
      style={{ maxWidth: 520 }}
    >
      <form
        noValidate
        aria-label="Account information"
        onSubmit={form.handleSubmit(
          (values) => {
            setInvalid(false);
            submit.mutate(values);
          },
          () => setInvalid(true),
        )}
      >
        <FormError
          message={invalid ? CHECK_THE_FIELDS : submit.isError ? completionErrorMessage(submit.error) : null}
        />
        <Typography.Paragraph>
          Tell us your legal name and choose a password to finish setting up your account.
        </Typography.Paragraph>
        <FormProvider {...form}>
          <Form layout="vertical" component={false}>
            <LegalNameFields />
            <PasswordFields />
          </Form>
        </FormProvider>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          Submit
        </Button>
      </form>
    </Card>
  );
};
