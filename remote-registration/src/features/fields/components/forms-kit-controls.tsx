import { lazyOnDemand, OnDemand, SkeletonLines } from '@portal/shared/ui-base';
import type { ReactNode } from 'react';
import { CONTROL_TYPE, type RegistrationField } from '../../../contract';
import { useFieldsMessages } from '../messages/catalog';

/**
 * The two controls the base kit has no widget for, the date's parts and the list of several choices,
 * are antd's, from the forms kit (`@portal/shared/ui-forms`, with antd's select and date widgets).
 * Most registration forms ask for neither, so the kit is fetched only for a form that does: from
 * `prepareFormsKit` as soon as its fields are known, and drawn in the field's place once it is in.
 */
const loadFormsKit = () => import('@portal/shared/ui-forms');

const needsFormsKit = (field: RegistrationField) =>
  field.controlType === CONTROL_TYPE.date || field.controlType === CONTROL_TYPE.multiSelect;

/** Starts fetching the forms kit when one of `fields` draws with it; a failure shows in the field. */
export const prepareFormsKit = (fields: readonly RegistrationField[]): void => {
  if (fields.some(needsFormsKit)) loadFormsKit().catch(() => undefined);
};

export const DateSelect = lazyOnDemand(() => loadFormsKit().then((kit) => ({ default: kit.DateSelect })));
export const MultiSelect = lazyOnDemand(() => loadFormsKit().then((kit) => ({ default: kit.Select })));

/** Where a forms kit control draws: one line's placeholder while the kit loads, Retry if it cannot. */
export const FormsKitPart = ({ children }: { children: ReactNode }) => {
  const m = useFieldsMessages();
  return <OnDemand fallback={<SkeletonLines rows={1} label={m('field.loading')} />}>{children}</OnDemand>;
};
