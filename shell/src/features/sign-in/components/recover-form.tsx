import { useHostServices, type RecoverResponse } from '@portal/shared';
import { Button, Flex, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { BirthDateSelect, FormField, LegalNameField, ZipInput } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoverEmail, requestRecoverPasswordReset } from '../api/sign-in-api';
import { recoverFormSchema, type RecoverValues } from '../rules/sign-in-schemas';
import { useSignInStore } from '../hooks/sign-in-store';
import { SignInStepForm } from './sign-in-step-form';
import { useSignInMessages } from '../messages/catalog';

/** "Forgot your email?": Find lists the matching e-mails; choosing one sends a reset e-mail; Back clears. */
export const RecoverForm = () => {
  const m = useSignInMessages();
  const confirmShown = useSignInStore((state) => state.confirmShown);
  const [found, setFound] = useState<RecoverResponse | null>(null);
  const { notify } = useHostServices();
  const showError = (error: Error) => notify.error(error.message, m('recover.title'));
  const form = useForm<RecoverValues>({
    resolver: zodResolver(recoverFormSchema),
    defaultValues: { lastName: '', dob: '', zipCode: '' },
  });
  const find = useMutation({
    mutationFn: (body: RecoverValues) => recoverEmail({ body }),
    onSuccess: setFound,
    onError: showError,
  });
  const send = useMutation({
    mutationFn: ({ studentId }: { studentId: number; email: string }) =>
      requestRecoverPasswordReset({ srlCode: found?.srlCode ?? '', studentId }),
    onSuccess: (_reply, { email }) =>
      confirmShown({
        title: m('recover.title'),
        text: m('passwordReset.sent', { email }),
        returnTo: 'login',
      }),
    onError: showError,
  });

  if (found) {
    return (
      <section aria-label={m('recover.matches')}>
        {found.students.length === 0 ? (
          <Typography.Paragraph>{m('recover.noMatch')}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>{m('recover.choose')}</Typography.Paragraph>
            <List
              dataSource={found.students}
              rowKey="studentId"
              renderItem={(student) => (
                <List.Item>
                  <Button
                    block
                    loading={send.isPending && send.variables?.studentId === student.studentId}
                    onClick={() => send.mutate(student)}
                  >
                    {student.email}
                  </Button>
                </List.Item>
              )}
            />
          </>
        )}
        <Flex justify="start">
          <Button onClick={() => setFound(null)}>{m('recover.back')}</Button>
        </Flex>
      </section>
    );
  }

  return (
    <SignInStepForm form={form} label={m('recover.label')} mutation={find} submitText={m('recover.submit')}>
      <LegalNameField control={form.control} part="lastName" />
      <FormField
        control={form.control}
        name="dob"
        label={m('recover.dateOfBirth')}
        required
        render={({ ref: _ref, ...f }) => <BirthDateSelect {...f} />}
      />
      <FormField
        control={form.control}
        name="zipCode"
        label={m('recover.zipCode')}
        required
        render={(f) => <ZipInput {...f} />}
      />
    </SignInStepForm>
  );
};
