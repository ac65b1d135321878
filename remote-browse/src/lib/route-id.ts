/** A route parameter as a positive integer id, or null when it is not one (the page shows not found). */
export const parseRouteId = (value: string | undefined): number | null => {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};
