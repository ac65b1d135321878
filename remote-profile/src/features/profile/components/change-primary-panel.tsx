import { Button, Flex } from '@portal/shared/ui';
import { useProfileMessages } from '../../../messages/catalog';
import { RecordChoices, type RecordChoicesProps } from './record-form-parts';

type Props<R> = RecordChoicesProps<R> & {
  saving: boolean;
  /** Another action of the editor is under way: Cancel waits for it. */
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
};

/** A record editor's change-primary mode: the other records as radio choices, then Save and Cancel. */
const ChangePrimaryPanel = <R,>({ saving, busy, onSave, onCancel, ...choices }: Props<R>) => {
  const m = useProfileMessages();
  return (
    <Flex vertical gap="middle">
      <RecordChoices {...choices} />
      <Flex gap="small">
        <Button type="primary" disabled={choices.value === null} loading={saving} onClick={onSave}>
          {m('common.save')}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {m('common.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
};

export default ChangePrimaryPanel;
