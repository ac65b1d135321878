/** A route parameter as a positive integer id, or null when it is not one (the page shows not found). */
export const parseRouteId = (value: string | undefined): number | null => {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};

/** A course's or pathway's route (`/category/:categoryId/…/:id`) as its two ids, or null when either is not one. */
export const parseListingRoute = (params: {
  id?: string;
  categoryId?: string;
}): { id: number; categoryId: number } | null => {
  const id = parseRouteId(params.id);
  const categoryId = parseRouteId(params.categoryId);
  return id === null || categoryId === null ? null : { id, categoryId };
};
