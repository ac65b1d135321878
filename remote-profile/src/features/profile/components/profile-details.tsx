import { studentDisplayName, useHostServices, useSessionStore, type Student } from '@portal/shared';
import { Avatar, Button, Flex, Typography } from '@portal/shared/ui';
import { Descriptions } from '@portal/shared/ui-data';
import { useState, type ChangeEvent } from 'react';
import { ImageFileButton } from '../../../lib/image-file-button';
import { useUpdatePhoto } from '../api/profile';
import { initialsOf, withPhotoVersion } from '../rules/profile-rules';
import { preparePhoto } from './photo-file';
import { ProfileForm } from './profile-form';

export const PHOTO_UPDATED = 'Your photo has been updated';

/** The student's details and photo, with profile editing and a new photo. */
export const ProfileDetails = ({ student }: { student: Student }) => {
  const { notify } = useHostServices();
  const photoVersion = useSessionStore((state) => state.photoVersion);
  const updatePhoto = useUpdatePhoto();
  const [editing, setEditing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const photo = withPhotoVersion(student.photoUrl, photoVersion);

  const photoChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    try {
      await updatePhoto.mutateAsync(await preparePhoto(file));
      notify.success(PHOTO_UPDATED);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not update the photo', 'Photo');
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Flex gap="large" wrap align="flex-start">
      <Flex vertical align="center" gap="small">
        <Avatar size={112} src={photo ?? undefined} alt={photo ? 'Your photo' : undefined}>
          {initialsOf(student)}
        </Avatar>
        <ImageFileButton
          accept="image/png,image/jpeg,image/gif,image/webp"
          inputLabel="Choose a new photo"
          onChosen={(event) => void photoChosen(event)}
          size="small"
          loading={preparing}
        >
          Change photo
        </ImageFileButton>
      </Flex>
      <div className="profile-details-main">
        {editing ? (
          <ProfileForm student={student} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Typography.Title level={3} className="profile-details-name">
              {studentDisplayName(student)}
            </Typography.Title>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'first', label: 'Legal first name', children: student.firstName },
                { key: 'last', label: 'Legal last name', children: student.lastName },
                { key: 'preferred', label: 'Preferred name', children: student.preferredName || '—' },
                { key: 'email', label: 'E-mail', children: student.email },
              ]}
            />
            <Button className="profile-details-edit" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          </>
        )}
      </div>
    </Flex>
  );
};
