import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { bus } from '../../lib/events';
import type { Point } from './point';

/**
 * The address search (option `address_to_code`, project `map.geocoder_url`): asks the configured
 * Nominatim-compatible geocoder for the first hit and reports its point; a toast when nothing is
 * found or the geocoder fails.
 */
export function AddressSearch({ geocoderUrl, onFound }: { geocoderUrl: string; onFound(p: Point): void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async () => {
    const q = query.trim();
    if (!q) return;
    setBusy(true);
    try {
      const url = new URL(geocoderUrl);
      url.searchParams.set('q', q);
      url.searchParams.set('format', 'json');
      url.searchParams.set('limit', '1');
      const res = await fetch(url);
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const hits = (await res.json()) as { lat?: string | number; lon?: string | number }[];
      const hit = Array.isArray(hits) ? hits[0] : undefined;
      const lat = Number(hit?.lat);
      const lng = Number(hit?.lon);
      if (!hit || !Number.isFinite(lat) || !Number.isFinite(lng)) {
        bus.emit('warning', { notify: 'interfaces.map.address_not_found', values: { address: q } });
        return;
      }
      onFound({ lat, lng });
    } catch (error) {
      bus.emit('error', { error, notify: 'interfaces.map.address_to_code_error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="map-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void search();
      }}
    >
      <input
        className="input"
        type="search"
        aria-label={t('interfaces.map.address_location')}
        placeholder={t('interfaces.map.address_location')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <Button type="submit" variant="secondary" icon="search" loading={busy} disabled={!query.trim()}>
        {t('interfaces.map.search')}
      </Button>
    </form>
  );
}
