import { useSchool } from '@portal/shared';
import { type Venue } from '../../../contract';
import { Descriptions } from '@portal/shared/ui-data';
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
  const school = useSchool();
  const rows = infoRows(venue, { schoolShowsSeats: school.features.showSeats });
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={rows.map((row) => ({ key: row.key, label: row.label, children: cell(row, venue) }))}
    />
  );
};
