import { Alert, Button, Flex, Skeleton, Typography } from '@portal/shared/ui';
import { useEditorFocus } from '@portal/shared/ui-base';
import { Checkbox, Form, FormField, Radio, Select } from '@portal/shared/ui-forms';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { keepSelection } from '../rules/student-records';

/**
 * What the profile's phone-contact and address editors and choosers share: a list of the student's
 * records (each known by its id), choosing one, and adding one with a form of its own.
 */

/** The state of the list's query, as react-query's `useQuery` gives it. */
export type RecordListState = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: Error | null;
};

/** An action on the list, as react-query's `useMutation` gives it. */
export type RecordAction<T> = { mutateAsync: (input: T) => Promise<unknown>; isPending: boolean };

/** What the add-new form of a record kind is given. */
export type NewRecordFormProps<N> = { saving: boolean; onSave: (record: N) => void; onCancel: () => void };

/**
 * A kind of record (phone contacts, addresses) as its editor and its chooser both show it: `R` a
 * record, `N` a new one, `L` the list every change replies with.
 */
export type RecordKind<R, N, L> = {
  list: RecordListState;
  /** Every record of the student (a new one is found among them; Add new hides at the limit). */
  all: readonly R[];
  /** The records shown, in their order (the force flags applied). */
  records: readonly R[];
  idOf: (record: R) => number;
  summary: (record: R) => ReactNode;
  /** What an empty list says. */
  emptyText: string;
  canAdd: boolean;
  add: { mutateAsync: (record: N) => Promise<L>; isPending: boolean };
  /** The records of a change's reply. */
  recordsOf: (reply: L) => readonly R[];
  renderNewForm: (props: NewRecordFormProps<N>) => ReactNode;
};

/** The records to choose from, each with its summary, as radio buttons. */
export const RecordChoices = <R,>({
  label,
  records,
  idOf,
  summary,
  value,
  onChange,
}: {
  label: string;
  records: readonly R[];
  idOf: (record: R) => number;
  summary: (record: R) => ReactNode;
  value: number | null;
  onChange: (id: number) => void;
}) => (
  <Radio.Group aria-label={label} value={value} onChange={(event) => onChange(event.target.value as number)}>
    <Flex vertical gap="small">
      {records.map((record) => (
        <Radio key={idOf(record)} value={idOf(record)}>
          {summary(record)}
        </Radio>
      ))}
    </Flex>
  </Radio.Group>
);

/**
 * The add-new form's frame: its name, the fields, then Save and Cancel. `onSubmit` is the form's
 * `handleSubmit(…)`, which saves through `record.onSave` once the values pass.
 */
export const NewRecordForm = <N,>({
  label,
  record: { saving, onCancel },
  onSubmit,
  children,
}: {
  label: string;
  record: NewRecordFormProps<N>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) => (
  <form aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
    <Form component={false} layout="vertical">
      {children}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Flex>
    </Form>
  </form>
);

/** A yes/no of the add-new form ('Primary address', 'Emergency contact'), disabled where a rule decides it. */
export const RecordFlag = <T extends FieldValues>({
  control,
  name,
  disabled,
  spaced = false,
  children,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, boolean>;
  disabled: boolean;
  /** Closer to a flag below it. */
  spaced?: boolean;
  children: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <Form.Item className={spaced ? 'profile-flag-spaced' : undefined}>
        <Checkbox
          checked={field.value as boolean}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
        >
          {children}
        </Checkbox>
      </Form.Item>
    )}
  />
);

/** A required choice from a reference list of `{ itemId, label }` (address types, contact relations). */
export const ReferenceSelectField = <T extends FieldValues>({
  placeholder,
  items,
  loading,
  ...formField
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  items: readonly { itemId: number; label: string }[] | undefined;
  loading: boolean;
}) => (
  <FormField
    {...formField}
    required
    render={(field) => (
      <Select
        {...field}
        loading={loading}
        placeholder={placeholder}
        options={(items ?? []).map((item) => ({ value: item.itemId, label: item.label }))}
      />
    )}
  />
);

type Mode =
  | { name: 'view' }
  | { name: 'add-new' }
  | { name: 'change-primary'; id: number | null }
  | { name: 'delete'; id: number | null };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Server error!');

export type RecordEditorProps<R, N, L> = RecordKind<R, N, L> & {
  /** The section's heading and the list's name ('Phone contacts', 'Addresses'). */
  title: string;
  headingLevel: 2 | 3 | 4;
  canDelete: (record: R) => boolean;
  /** The Remove button's name, which says which record it removes. */
  removeLabel: (record: R) => string;
  removeQuestion: string;
  /** Whether Change primary is offered; the records it offers, and their group's name. */
  canChangePrimary: boolean;
  primaryChoices: readonly R[];
  primaryChoicesLabel: string;
  remove: RecordAction<number>;
  makePrimary: RecordAction<number>;
};

/**
 * A profile record editor (spec section 4): view goes to add-new, change-primary or delete (of one
 * record); Cancel returns to view, and so does each save, successful or not (a failure shows the
 * server's text in a danger alert above the list). A list that no longer holds the chosen record
 * clears the choice, and a delete of it is over.
 */
export const RecordEditor = <R, N, L>({
  title,
  headingLevel,
  list,
  records,
  idOf,
  summary,
  emptyText,
  canAdd,
  canDelete,
  removeLabel,
  removeQuestion,
  canChangePrimary,
  primaryChoices,
  primaryChoicesLabel,
  add,
  remove,
  makePrimary,
  renderNewForm,
}: RecordEditorProps<R, N, L>) => {
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const selectedId = 'id' in mode ? keepSelection(mode.id, records, idOf) : null;
  const current: Mode = mode.name === 'delete' && selectedId === null ? { name: 'view' } : mode;
  const selected = records.find((record) => idOf(record) === selectedId);
  const busy = add.isPending || remove.isPending || makePrimary.isPending;

  const start = (next: Mode) => {
    setError(null);
    setMode(next);
  };
  /** After each success the list reloads and the mode returns to view; a failure shows the text. */
  const run = async (action: () => Promise<unknown>) => {
    const started = mode;
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
    // Unless the student moved on meanwhile (the new list may already show while it reloads).
    setMode((now) => (now === started ? { name: 'view' } : now));
  };
  const backToView = () => setMode({ name: 'view' });

  const sectionRef = useRef<HTMLElement>(null);
  useEditorFocus(sectionRef, current.name);

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Typography.Title level={headingLevel} id={headingId}>
        {title}
      </Typography.Title>
      {error ? <Alert type="error" showIcon title={error} className="profile-alert" /> : null}
      {list.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {list.isError ? <Alert type="error" showIcon title={list.error?.message} /> : null}

      {list.isSuccess && current.name === 'view' ? (
        <>
          {records.length === 0 ? (
            <Typography.Paragraph>{emptyText}</Typography.Paragraph>
          ) : (
            <ul aria-label={title} className="profile-records">
              {records.map((record) => (
                <li key={idOf(record)} className="profile-record">
                  <Flex justify="space-between" align="center" gap="small" wrap>
                    {summary(record)}
                    {canDelete(record) ? (
                      <Button
                        size="small"
                        danger
                        aria-label={removeLabel(record)}
                        onClick={() => start({ name: 'delete', id: idOf(record) })}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Flex>
                </li>
              ))}
            </ul>
          )}
          <Flex gap="small" wrap>
            {canAdd ? (
              <Button data-editor-home onClick={() => start({ name: 'add-new' })}>
                Add new
              </Button>
            ) : null}
            {canChangePrimary ? (
              <Button onClick={() => start({ name: 'change-primary', id: null })}>Change primary</Button>
            ) : null}
          </Flex>
        </>
      ) : null}

      {current.name === 'add-new'
        ? renderNewForm({
            saving: add.isPending,
            onSave: (record) => void run(() => add.mutateAsync(record)),
            onCancel: backToView,
          })
        : null}

      {current.name === 'change-primary' ? (
        <Flex vertical gap="middle">
          <RecordChoices
            label={primaryChoicesLabel}
            records={primaryChoices}
            idOf={idOf}
            summary={summary}
            value={selectedId}
            onChange={(id) => setMode({ name: 'change-primary', id })}
          />
          <Flex gap="small">
            <Button
              type="primary"
              disabled={selectedId === null}
              loading={makePrimary.isPending}
              onClick={() => selectedId !== null && void run(() => makePrimary.mutateAsync(selectedId))}
            >
              Save
            </Button>
            <Button disabled={busy} onClick={backToView}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      ) : null}

      {current.name === 'delete' && selected ? (
        <Flex vertical gap="middle">
          <Typography.Paragraph className="profile-no-margin">{removeQuestion}</Typography.Paragraph>
          {summary(selected)}
          <Flex gap="small">
            <Button disabled={busy} onClick={backToView}>
              Cancel
            </Button>
            <Button
              type="primary"
              danger
              loading={remove.isPending}
              onClick={() => void run(() => remove.mutateAsync(idOf(selected)))}
            >
              Yes
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </section>
  );
};
