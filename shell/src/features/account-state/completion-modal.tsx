import {
  getCartQueryOptions,
  getLoggedStudentQueryOptions,
  queryKeys,
  US_STATES,
  useSessionStore,
  type Student,
} from '@portal/shared';
import { Button, Modal } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Input, Select } from '@portal/shared/ui-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormError } from '../forms/form-error';
import { maskPhone, maskZip } from '../forms/masks';
import { wipeStudentData } from '../session/wipe-student-data';
import { completeAccount } from '../sign-in/sign-in-api';
import { completionFormSchema, type CompletionValues } from './completion-schema';

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.name }));

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
  const queryClient = useQueryClient();
  const form = useForm<CompletionValues>({
    resolver: zodResolver(completionFormSchema),
    // Spec: validation runs on blur and on submit; the first invalid field is focused.
    mode: 'onBlur',
    shouldFocusError: true,
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      addressStreet: '',
      addressCity: '',
      addressCounty: '',
      addressState: '',
      addressZip: '',
      phoneNumber: '',
      phoneNumberTexting: true,
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
        queryClient.removeQueries({ queryKey: queryKeys.student.logged() });
        onClose();
      }
    },
  });

  const busy = submit.isPending;
  const text = (name: keyof CompletionValues, label: string, required = true, autoComplete?: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      required={required}
      render={(f) => <Input {...f} value={String(f.value ?? '')} autoComplete={autoComplete} />}
    />
  );

  return (
    <Modal
      open={open}
      title="Please complete your student account information"
      onCancel={busy ? undefined : onClose}
      maskClosable={!busy}
      closable={!busy}
      keyboard={!busy}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form="completion-form" loading={busy}>
          Submit
        </Button>,
      ]}
    >
      <form
        id="completion-form"
        noValidate
        onSubmit={form.handleSubmit((values) => submit.mutate(values))}
        aria-label="Student account information"
      >
        <FormError message={submit.isError ? submit.error.message : null} />
        <Form layout="vertical" component={false} disabled={busy}>
          {text('firstName', 'Legal first name', true, 'given-name')}
          {text('lastName', 'Legal last name', true, 'family-name')}
          {text('addressStreet', 'Street address', true, 'street-address')}
          {text('addressCity', 'City', true, 'address-level2')}
          {text('addressCounty', 'County', false)}
          <FormField
            control={form.control}
            name="addressState"
            label="State"
            required
            render={(f) => (
              <Select
                {...f}
                showSearch
                optionFilterProp="label"
                options={stateOptions}
                placeholder="Choose a state"
              />
            )}
          />
          <FormField
            control={form.control}
            name="addressZip"
            label="Zip code"
            required
            render={(f) => (
              <Input {...f} inputMode="numeric" onChange={(e) => f.onChange(maskZip(e.target.value))} />
            )}
          />
          <FormField
            control={form.control}
            name="phoneNumber"
            label="Phone number"
            required
            render={(f) => (
              <Input {...f} type="tel" onChange={(e) => f.onChange(maskPhone(e.target.value))} />
            )}
          />
          <FormField
            control={form.control}
            name="phoneNumberTexting"
            label="Text messages"
            render={({ value, onChange, ...f }) => (
              <Checkbox {...f} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)}>
                I can receive text messages on this number
              </Checkbox>
            )}
          />
        </Form>
      </form>
    </Modal>
  );
};
