import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_LIMITS, useHostServices, type Student } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Form, FormField, Input, LegalNameFields } from '@portal/shared/ui-forms';
import { useForm } from 'react-hook-form';
import type * as z from '@portal/shared/zod';
import { useUpdateProfile } from '../api/profile';
import { profileFormSchema, type ProfileFormValues } from '../rules/profile-form-schema';

export const PROFILE_SAVED = 'Your profile has been saved';

type Props = { student: Student; onDone: () => void };

/** Profile editing (POST /student/update_profile): legal first and last name, preferred name. */
export const ProfileForm = ({ student, onDone }: Props) => {
  const { notify } = useHostServices();
  const update = useUpdateProfile();
  const { control, handleSubmit } = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      preferredName: student.preferredName ?? '',
    },
    resolver: zodResolver(profileFormSchema),
  });

  return (
    <form
      aria-label="Edit profile"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          update.mutate(
            { ...values, preferredName: values.preferredName === '' ? null : values.preferredName },
            {
              onSuccess: () => {
                notify.success(PROFILE_SAVED);
                onDone();
              },
            },
          ),
        )(event)
      }
    >
      <Form component={false} layout="vertical">
        {update.isError ? (
          <Alert type="error" showIcon title={update.error.message} className="profile-alert" />
        ) : null}
        <LegalNameFields control={control} />
        <FormField
          control={control}
          name="preferredName"
          label="Preferred name"
          maxLength={FIELD_LIMITS.name}
          render={(field) => <Input {...field} autoComplete="nickname" />}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save
          </Button>
          <Button onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </form>
  );
};

export default ProfileForm;
