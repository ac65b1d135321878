import { addedRecordId, keepSelection } from './student-records';

type Row = { rowId: number };
const idOf = (row: Row) => row.rowId;
const a = { rowId: 1 };
const b = { rowId: 2 };

it('keeps a selection only while the list holds it', () => {
  expect(keepSelection(a.rowId, [a, b], idOf)).toBe(a.rowId);
  expect(keepSelection(a.rowId, [b], idOf)).toBeNull();
  expect(keepSelection(null, [a], idOf)).toBeNull();
});

it('finds the record a reply added, wherever the new list puts it', () => {
  expect(addedRecordId([a], [b, a], idOf)).toBe(b.rowId);
  expect(addedRecordId([a], [a, b], idOf)).toBe(b.rowId);
  expect(addedRecordId([a], [a], idOf)).toBeNull();
});
