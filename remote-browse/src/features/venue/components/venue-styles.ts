import { injectStyleSheet } from '@portal/shared/ui-base';

/**
 * The styles of a class's card and a course's or pathway's top, which the course and pathway pages and
 * the class slide-out draw from the base kit (ADR 014): injected by those components as they load, so
 * that the pages without them (the categories, a category) do not carry these rules.
 */
const css = `
.browse-stack { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.browse-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
/* After the rules that set a gap of their own, so that these win. */
.browse-gap-8 { gap: 8px; } .browse-gap-16 { gap: 16px; } .browse-gap-24 { gap: 24px; }
.browse-spread { justify-content: space-between; align-items: baseline; }
.browse-card-list { display: flex; flex-direction: column; gap: 16px; list-style: none; margin: 0; padding: 0; }
/* A course's or pathway's top: the image beside the text from 768 px (a third of the width), above it below. */
.browse-listing { display: grid; gap: 16px 24px; margin: 8px 0 24px; }
@media (min-width: 768px) { .browse-listing-with-image { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); } }
.browse-info-table { width: 100%; border-collapse: collapse; border: 1px solid #f0f0f0; border-radius: 8px; }
/* A label breaks between words only ("Seats Available", never "Availab-le"): its column grows to fit. */
.browse-info-table th, .browse-info-table td { padding: 8px 16px; border: 1px solid #f0f0f0; text-align: left; vertical-align: top; }
.browse-info-table th { width: 34%; background: rgba(0,0,0,.02); font-weight: 400; color: var(--pt-text); }
.browse-info-table td { overflow-wrap: anywhere; }
@media (max-width: 575.98px) { .browse-info-table th, .browse-info-table td { padding: 8px 10px; } }
.browse-error-text { color: var(--pt-error); }
.browse-button-placeholder { display: inline-block; width: 96px; height: 32px; border-radius: var(--pt-radius); background: rgba(0,0,0,.06); }
`;

export const injectVenueStyles = (): void => injectStyleSheet('remote-browse-venue', css);
