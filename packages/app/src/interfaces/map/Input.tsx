import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectInfo } from '../../api/server/queries';
import { useProjectKey } from '../../api/project-key';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { bus } from '../../lib/events';
import type { InputProps } from '../types';
import { AddressSearch } from './AddressSearch';
import { roundPoint, toPoint, type Point } from './point';
import './map.css';

// Leaflet is loaded only when a map field is on screen.
const LeafletMap = lazy(() => import('./LeafletMap'));

export interface MapOptions {
  height?: number | string | null;
  mapLat?: number | string | null;
  mapLng?: number | string | null;
  defaultZoom?: number | string | null;
  maxZoom?: number | string | null;
  address_to_code?: boolean | null;
  theme?: 'grayscale' | 'color' | null;
}

const num = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? fallback : n;
};

/**
 * A point on a map (app-catalogue.md §1 map): click (or drag the marker) to place it, "my
 * location", clear, and an address search when the project has a geocoder and `address_to_code`
 * is on. Emits `{lat, lng}` or null. Tiles come from the project's `map.tile_url`; without one the
 * map has no tiles and says so. Read-only maps cannot be changed.
 */
export default function MapInput(props: InputProps<unknown, MapOptions>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const info = useProjectInfo(project);
  const config = info.data?.data.api?.map ?? null;
  const point = toPoint(value);
  const [locating, setLocating] = useState(false);
  // Where the map should look (a found address, my location); the point itself otherwise.
  const [focus, setFocus] = useState<Point | null>(null);

  const height = num(options.height, 400);
  const center = point ?? { lat: num(options.mapLat, 40.72803624), lng: num(options.mapLng, -73.94896388) };
  const zoom = num(options.defaultZoom, 12);
  const maxZoom = num(options.maxZoom, 17);
  const set = (p: Point | null) => onInput(p ? roundPoint(p) : null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      bus.emit('error', {
        error: new Error('geolocation unavailable'),
        notify: 'interfaces.map.user_location_error',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        setFocus(p);
        set(p);
      },
      (error) => {
        setLocating(false);
        bus.emit('error', {
          error,
          notify:
            error.code === error.PERMISSION_DENIED
              ? 'interfaces.map.user_location_error_blocked'
              : 'interfaces.map.user_location_error',
        });
      },
    );
  };

  return (
    <div className="map-input">
      {!readonly && options.address_to_code && config?.geocoder_url && (
        <AddressSearch
          geocoderUrl={config.geocoder_url}
          onFound={(p) => {
            setFocus(p);
            set(p);
          }}
        />
      )}
      <div
        className="map-frame"
        style={{ height }}
        id={inputId}
        aria-label={t('interfaces.map.name')}
        role="group"
      >
        {info.isPending ? (
          <div className="map-loading">
            <Spinner label={t('loading')} />
          </div>
        ) : (
          <Suspense
            fallback={
              <div className="map-loading">
                <Spinner label={t('loading')} />
              </div>
            }
          >
            <LeafletMap
              center={center}
              zoom={zoom}
              maxZoom={maxZoom}
              point={point}
              focus={focus}
              readonly={readonly}
              theme={options.theme === 'color' ? 'color' : 'grayscale'}
              tiles={config?.tile_url ? config : null}
              onPick={set}
            />
          </Suspense>
        )}
      </div>
      {!info.isPending && !config?.tile_url && (
        <Notice color="gray" icon="layers_clear">
          {t('interfaces.map.no_tiles')}
        </Notice>
      )}
      <div className="map-footer">
        <span className="map-coordinates" aria-live="polite">
          {point
            ? t('interfaces.map.lat_lng', { latitude: point.lat, longitude: point.lng })
            : t('interfaces.map.no_location')}
        </span>
        {!readonly && (
          <div className="map-actions">
            <Button variant="tertiary" icon="my_location" loading={locating} onClick={locate}>
              {t('interfaces.map.my_location')}
            </Button>
            <Button variant="tertiary" icon="clear" disabled={!point} onClick={() => set(null)}>
              {t('interfaces.map.clear_location')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
