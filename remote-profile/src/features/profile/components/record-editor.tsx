import {
  Button,
  Heading,
  lazyOnDemand,
  loadOnIntent,
  Notice,
  OnDemand,
  SkeletonLines,
  useEditorFocus,
} from '@portal/shared/ui-base';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useProfileMessages } from '../../../messages/catalog';
import { useProfileDetailsMessages } from '../messages/catalog';
import { keepSelection } from '../rules/student-records';

/** Change primary's radio choices are antd's: they load when it is about to be pressed (ADR 014). */
const loadChangePrimary = () => import('./change-primary-panel');
const ChangePrimaryPanel = lazyOnDemand(loadChangePrimary);

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
  /** The add-new form, loaded on demand: rendered inside a Suspense boundary. */
  renderNewForm: (props: NewRecordFormProps<N>) => ReactNode;
  /** Starts loading the add-new form's code, for when Add new is about to be pressed. */
  loadNewForm: () => Promise<unknown>;
};

type Mode =
  | { name: 'view' }
  | { name: 'add-new' }
  | { name: 'change-primary'; id: number | null }
  | { name: 'delete'; id: number | null };

export type RecordEditorProps<R, N, L> = RecordKind<R, N, L> & {
  /** The section's heading and the list's name ('Phone contacts', 'Addresses'). */
  title: string;
  /** What the list's placeholder says while it loads ('Loading phone contacts'). */
  loadingLabel: string;
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
  loadingLabel,
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
  loadNewForm,
}: RecordEditorProps<R, N, L>) => {
  const m = useProfileDetailsMessages();
  const common = useProfileMessages();
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
      setError(e instanceof Error ? e.message : m('common.serverError'));
    }
    // Unless the student moved on meanwhile (the new list may already show while it reloads).
    setMode((now) => (now === started ? { name: 'view' } : now));
  };
  const backToView = () => setMode({ name: 'view' });

  const sectionRef = useRef<HTMLElement>(null);
  useEditorFocus(sectionRef, current.name);

  return (
    <section aria-labelledby={headingId} ref={sectionRef}>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      {error ? <Notice type="error" title={error} className="profile-alert" /> : null}
      {list.isPending ? <SkeletonLines rows={2} label={loadingLabel} /> : null}
      {list.isError ? <Notice type="error" title={list.error?.message} /> : null}

      {list.isSuccess && current.name === 'view' ? (
        <>
          {records.length === 0 ? (
            <p>{emptyText}</p>
          ) : (
            <ul aria-label={title} className="profile-records">
              {records.map((record) => (
                <li key={idOf(record)} className="profile-record">
                  {summary(record)}
                  {canDelete(record) ? (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={removeLabel(record)}
                      onClick={() => start({ name: 'delete', id: idOf(record) })}
                    >
                      {m('records.remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <div className="profile-actions">
            {canAdd ? (
              <Button
                data-editor-home
                onClick={() => start({ name: 'add-new' })}
                {...loadOnIntent(loadNewForm)}
              >
                {common('records.addNew')}
              </Button>
            ) : null}
            {canChangePrimary ? (
              <Button
                onClick={() => start({ name: 'change-primary', id: null })}
                {...loadOnIntent(loadChangePrimary)}
              >
                {m('records.changePrimary')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      <OnDemand label={m('common.loadingForm')}>
        {current.name === 'add-new'
          ? renderNewForm({
              saving: add.isPending,
              onSave: (record) => void run(() => add.mutateAsync(record)),
              onCancel: backToView,
            })
          : null}

        {current.name === 'change-primary' ? (
          <ChangePrimaryPanel
            label={primaryChoicesLabel}
            records={primaryChoices}
            idOf={idOf}
            summary={summary}
            value={selectedId}
            onChange={(id) => setMode({ name: 'change-primary', id })}
            saving={makePrimary.isPending}
            busy={busy}
            onSave={() => selectedId !== null && void run(() => makePrimary.mutateAsync(selectedId))}
            onCancel={backToView}
          />
        ) : null}
      </OnDemand>

      {current.name === 'delete' && selected ? (
        <div className="profile-stack">
          <p className="profile-no-margin">{removeQuestion}</p>
          {summary(selected)}
          <div className="profile-actions">
            <Button disabled={busy} onClick={backToView}>
              {common('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => void run(() => remove.mutateAsync(idOf(selected)))}
            >
              {m('common.yes')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
};
