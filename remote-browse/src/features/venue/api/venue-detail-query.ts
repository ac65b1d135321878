/** An instructor's bio, a location, a refund policy: they change rarely, so a reply serves 5 minutes. */
const VENUE_DETAIL_STALE_MS = 5 * 60_000;

/**
 * How a venue's detail read by its id loads, for its `get<Thing>QueryOptions`: only once its panel asks
 * (`enabled`), and not cached locally (it is not catalog data the list pages show at once). The key
 * stays written in each query's options, where the query-keys check reads it.
 */
export const venueDetailLoading = (enabled: boolean) => ({ staleTime: VENUE_DETAIL_STALE_MS, enabled });
