import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { loadOnIntent, OnDemand } from '@portal/shared/ui-base';
import { useState } from 'react';
import { useProfileMessages } from '../../../messages/catalog';
import { addedRecordId } from '../rules/student-records';
import type { RecordKind } from './record-editor';
import { RecordChoices } from './record-form-parts';

export type RecordChooserProps<R, N, L> = RecordKind<R, N, L> & {
  /** The radio group's name. */
  label: string;
  value: number | null;
  onChange: (id: number) => void;
};

/**
 * For registration forms (exposed through the shell): choose one of the student's records, or add
 * one, which is then chosen at once. A failed add shows the server's text.
 */
export const RecordChooser = <R, N, L>({
  label,
  value,
  onChange,
  list,
  all,
  records,
  idOf,
  summary,
  emptyText,
  canAdd,
  add,
  recordsOf,
  renderNewForm,
  loadNewForm,
}: RecordChooserProps<R, N, L>) => {
  const m = useProfileMessages();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <Alert type="error" showIcon title={list.error?.message} />;

  const save = async (record: N) => {
    try {
      const reply = await add.mutateAsync(record);
      setAdding(false);
      setError(null);
      const added = addedRecordId(all, recordsOf(reply), idOf);
      if (added !== null) onChange(added);
    } catch (e) {
      setAdding(false);
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Flex vertical gap="middle">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {records.length === 0 ? <Typography.Text>{emptyText}</Typography.Text> : null}
      {records.length > 0 ? (
        <RecordChoices
          label={label}
          records={records}
          idOf={idOf}
          summary={summary}
          value={value}
          onChange={onChange}
        />
      ) : null}
      {adding ? (
        <OnDemand fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          {renderNewForm({
            saving: add.isPending,
            onCancel: () => setAdding(false),
            onSave: (record) => void save(record),
          })}
        </OnDemand>
      ) : canAdd ? (
        <div>
          <Button onClick={() => setAdding(true)} {...loadOnIntent(loadNewForm)}>
            {m('records.addNew')}
          </Button>
        </div>
      ) : null}
    </Flex>
  );
};
