import type { RegistrationField } from '../../../contract';

export interface FieldGroup {
  key: string;
  title: string;
  fields: RegistrationField[];
}

/** Spec 2.1: the fields grouped by control group, groups in their order, fields in form order within each. */
export function groupFields(fields: readonly RegistrationField[]): FieldGroup[] {
  const groups = new Map<string, FieldGroup & { order: number }>();
  for (const field of fields) {
    const key = `${field.group}:${field.controlGroup}`;
    const group = groups.get(key) ?? { key, title: field.controlGroup, fields: [], order: field.group };
    group.fields.push(field);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ key, title, fields: members }) => ({ key, title, fields: members }));
}
