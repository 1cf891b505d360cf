import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '@atrium/sdk';
import type { Point } from './point';

interface Props {
  center: Point;
  zoom: number;
  maxZoom: number;
  point: Point | null;
  /** A point to pan to (a found address, my location). */
  focus: Point | null;
  readonly: boolean;
  theme: 'grayscale' | 'color';
  /** The project's tile server; null = no tiles. */
  tiles: MapConfig | null;
  /** A click, or the end of a marker drag (debounced 100 ms). */
  onPick(p: Point): void;
}

/** The marker: a place pin drawn in HTML (no image assets), in the theme's dark blue-grey. */
const pin = L.divIcon({
  className: 'map-pin',
  html: '<span class="material-icons" aria-hidden="true">place</span>',
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

/** The Leaflet map itself (its own chunk): created once, then kept in step with the props. */
export default function LeafletMap({
  center,
  zoom,
  maxZoom,
  point,
  focus,
  readonly,
  theme,
  tiles,
  onPick,
}: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const locked = useRef(readonly);
  locked.current = readonly;

  useEffect(() => {
    const m = L.map(host.current!, {
      center: [center.lat, center.lng],
      zoom,
      maxZoom,
      attributionControl: true,
    });
    m.attributionControl.setPrefix(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    m.on('click', (e: L.LeafletMouseEvent) => {
      if (locked.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => pick.current({ lat: e.latlng.lat, lng: e.latlng.lng }), 100);
    });
    map.current = m;
    return () => {
      clearTimeout(timer);
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || !tiles?.tile_url) return;
    const layer = L.tileLayer(tiles.tile_url, {
      maxZoom,
      subdomains: tiles.subdomains || 'abc',
      attribution: tiles.attribution ? escapeHtml(tiles.attribution) : undefined,
      className: theme === 'grayscale' ? 'map-tiles-grayscale' : 'map-tiles-color',
    });
    layer.addTo(m);
    return () => {
      layer.remove();
    };
  }, [tiles, theme, maxZoom]);

  useEffect(() => {
    map.current?.setMaxZoom(maxZoom);
  }, [maxZoom]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!point) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const mk = L.marker([point.lat, point.lng], {
        icon: pin,
        draggable: !readonly,
        keyboard: false,
        title: t('interfaces.map.lat_lng', { latitude: point.lat, longitude: point.lng }),
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      mk.on('dragend', () => {
        clearTimeout(timer);
        const ll = mk.getLatLng();
        timer = setTimeout(() => pick.current({ lat: ll.lat, lng: ll.lng }), 100);
      });
      mk.addTo(m);
      marker.current = mk;
    } else marker.current.setLatLng([point.lat, point.lng]);
  }, [point, readonly, t]);

  useEffect(() => {
    const mk = marker.current;
    if (!mk?.dragging) return;
    if (readonly) mk.dragging.disable();
    else mk.dragging.enable();
  }, [readonly, point]);

  useEffect(() => {
    if (focus) map.current?.setView([focus.lat, focus.lng], Math.max(map.current.getZoom(), 14));
  }, [focus]);

  return <div ref={host} className={`map-leaflet${readonly ? ' readonly' : ''}`} data-theme={theme} />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
