import { HtmlContent } from '@portal/shared';
import { Alert, Avatar, Flex, Modal, Skeleton, Typography } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { formatPrice } from '../../../../lib/format';
import { clearImageSource } from '../../../../lib/images';
import { useSharedMessages } from '../../../../messages/catalog';
import { useInstructor } from '../../api/get-instructor';
import { useInstructorDialogMessages } from './messages/catalog';

type Props = { instructorId: number; name: string; open: boolean; onClose: () => void };

/** The instructor's bio panel (image, bio, address, classes), loaded with its first open. */
const InstructorDialog = ({ instructorId, name, open, onClose }: Props) => {
  const m = useInstructorDialogMessages();
  const shared = useSharedMessages();
  const instructor = useInstructor(instructorId, open);
  return (
    <Modal title={name} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {instructor.isPending ? <Skeleton active avatar /> : null}
      {instructor.isError ? <Alert type="error" showIcon title={instructor.error.message} /> : null}
      {instructor.data ? (
        <Flex vertical gap="middle">
          <Flex gap="middle" align="start">
            {instructor.data.image ? (
              <Avatar size={96} src={<img src={instructor.data.image} alt="" onError={clearImageSource} />} />
            ) : null}
            <Flex vertical gap={4}>
              <HtmlContent html={instructor.data.bio} />
              {instructor.data.address ? (
                <Typography.Text type="secondary">{instructor.data.address}</Typography.Text>
              ) : null}
            </Flex>
          </Flex>
          <Typography.Title level={3} className="browse-size-16 browse-no-margin">
            {m('venue.instructorClasses')}
          </Typography.Title>
          <List
            size="small"
            dataSource={instructor.data.classes}
            rowKey="id"
            locale={{ emptyText: m('venue.noUpcomingClasses') }}
            renderItem={(item) => (
              <List.Item>
                <Flex justify="space-between" wrap gap="small" className="browse-full-width">
                  <span>
                    {item.courseTitle} ({item.sectionCode})
                  </span>
                  <span>
                    {item.startDate}
                    {item.hideCost ? '' : ` · ${formatPrice(item.totalPrice, shared)}`}
                  </span>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      ) : null}
    </Modal>
  );
};

export default InstructorDialog;
