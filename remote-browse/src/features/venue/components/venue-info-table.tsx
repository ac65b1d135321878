import { useSchool } from '@portal/shared';
import { type Venue } from '../../../contract';
import { useSharedMessages } from '../../../messages/catalog';
import { useVenueMessages } from '../messages/catalog';
import { infoRows, type InfoRow } from '../rules/info-rows';
import { InstructorButton } from './instructor-button';
import { LocationCell } from './location-cell';

const cell = (row: InfoRow, venue: Venue) => {
  switch (row.key) {
    case 'location':
      return <LocationCell venue={venue} />;
    case 'instructor':
      return venue.instructorId === null ? (
        venue.instructorName
      ) : (
        <InstructorButton instructorId={venue.instructorId} name={venue.instructorName} />
      );
    default:
      return row.value;
  }
};

/** The per-node or per-class info table (spec section 2). */
export const VenueInfoTable = ({ venue }: { venue: Venue }) => {
  const m = useVenueMessages();
  const shared = useSharedMessages();
  const school = useSchool();
  const rows = infoRows(venue, { schoolShowsSeats: school.features.showSeats }, m, shared);
  // A label and its value per row, a row header each (as antd's bordered Descriptions drew it).
  return (
    <table className="browse-info-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{cell(row, venue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
