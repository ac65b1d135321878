import { useSchool } from '@portal/shared';
import { type Venue } from '../../../contract';
import { Button, Spinner } from '@portal/shared/ui-base';
import { useId, useState } from 'react';
import { useVenueMessages } from '../messages/catalog';
import { useLocation } from '../api/get-location';

/** Google Maps by address: the embed with the school's key, else a plain link to the address. */
export const mapEmbedUrl = (key: string, address: string) =>
  `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(address)}`;
export const mapLinkUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const LocationMap = ({ locationId, name }: { locationId: number; name: string }) => {
  const m = useVenueMessages();
  const { mapsKey } = useSchool();
  const location = useLocation(locationId, true);
  if (location.isPending) return <Spinner label={m('venue.loadingAddress')} minHeight={0} />;
  if (location.isError) return <span className="browse-error-text">{location.error.message}</span>;
  const { address } = location.data;
  return (
    <div className="browse-stack browse-gap-8">
      <a href={mapLinkUrl(address)} target="_blank" rel="noopener noreferrer">
        {address}
      </a>
      {mapsKey ? (
        <iframe
          title={m('venue.mapOf', { name })}
          src={mapEmbedUrl(mapsKey, address)}
          width="100%"
          height={240}
          className="browse-map"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : null}
    </div>
  );
};

/** The Location cell: the name, and on demand the address with the map (loaded only then). */
export const LocationCell = ({ venue }: { venue: Venue }) => {
  const m = useVenueMessages();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!venue.hasLocation || venue.locationId === null) {
    return <>{venue.locationName || m('venue.online')}</>;
  }
  return (
    <div className="browse-stack">
      <span>
        {venue.locationName}{' '}
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? m('venue.hideMap') : m('venue.showMap')}
        </Button>
      </span>
      <div id={panelId}>
        {open ? <LocationMap locationId={venue.locationId} name={venue.locationName} /> : null}
      </div>
    </div>
  );
};
