import { CONTROL_TYPE, type RegistrationField } from '../../../contract';
import { groupFields } from './field-groups';

const field = (
  studentRegistrationFieldId: number,
  group: number,
  controlGroup: string,
): RegistrationField => ({
  studentRegistrationFieldId,
  controlType: CONTROL_TYPE.text,
  controlLabel: `Field ${studentRegistrationFieldId}`,
  controlGroup,
  controlOptions: [],
  description: null,
  mask: null,
  dataIsRequired: false,
  registeredValue: null,
  group,
});

const shape = (fields: RegistrationField[]) =>
  groupFields(fields).map((group) => ({
    title: group.title,
    ids: group.fields.map((item) => item.studentRegistrationFieldId),
  }));

describe('groupFields (spec 2.1: grouped by control group)', () => {
  it('has no groups for no fields', () => {
    expect(groupFields([])).toEqual([]);
  });

  it('puts the groups in `group` order and the fields in form order within each', () => {
    const fields = [
      field(9, 2, 'Contact'),
      field(8, 1, 'Personal'),
      field(7, 2, 'Contact'),
      field(6, 3, 'Payment'),
      field(5, 1, 'Personal'),
      field(4, 2, 'Contact'),
    ];
    expect(shape(fields)).toEqual([
      { title: 'Personal', ids: [8, 5] },
      { title: 'Contact', ids: [9, 7, 4] },
      { title: 'Payment', ids: [6] },
    ]);
  });

  it('orders groups by number, not as text', () => {
    expect(
      shape([field(1, 10, 'Ten'), field(2, 2, 'Two'), field(3, 1, 'One')]).map((group) => group.title),
    ).toEqual(['One', 'Two', 'Ten']);
  });

  it('keeps groups of the same title and different numbers apart', () => {
    const fields = [
      field(1, 1, 'Details'),
      field(2, 2, 'Other'),
      field(3, 3, 'Details'),
      field(4, 1, 'Details'),
    ];
    const groups = groupFields(fields);
    expect(shape(fields)).toEqual([
      { title: 'Details', ids: [1, 4] },
      { title: 'Other', ids: [2] },
      { title: 'Details', ids: [3] },
    ]);
    expect(new Set(groups.map((group) => group.key)).size).toBe(3);
  });

  it('keeps groups of the same number and different titles apart, first seen first', () => {
    expect(shape([field(1, 1, 'B'), field(2, 1, 'A'), field(3, 1, 'B')])).toEqual([
      { title: 'B', ids: [1, 3] },
      { title: 'A', ids: [2] },
    ]);
  });

  it('keeps the fields themselves', () => {
    const fields = [field(1, 1, 'Only'), field(2, 1, 'Only')];
    const [only] = groupFields(fields);
    expect(only?.fields[0]).toBe(fields[0]);
    expect(only?.fields[1]).toBe(fields[1]);
  });
});
