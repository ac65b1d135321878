/** The kit's class names with the caller's own (a page's layout or size rules), which add to them. */
export const withClass = (kit: string, own: string | undefined) => (own ? `${kit} ${own}` : kit);
