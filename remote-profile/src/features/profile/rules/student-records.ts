/**
 * The rules the profile's record editors and choosers (phone contacts, addresses) share: a record is
 * known by its id, and each change replies with the whole new list.
 */

/** A change of the list that drops the selected record clears the selection. */
export const keepSelection = <R>(
  selectedId: number | null,
  records: readonly R[],
  idOf: (record: R) => number,
): number | null =>
  selectedId !== null && records.some((record) => idOf(record) === selectedId) ? selectedId : null;

/** The record a reply added: the one in `after` that was not in `before`. */
export const addedRecordId = <R>(
  before: readonly R[],
  after: readonly R[],
  idOf: (record: R) => number,
): number | null => {
  const known = new Set(before.map(idOf));
  const added = after.find((record) => !known.has(idOf(record)));
  return added === undefined ? null : idOf(added);
};
