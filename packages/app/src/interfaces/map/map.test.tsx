import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { useNotifications } from '../../stores/notifications';
import { useProjects } from '../../stores/projects';
import mod from './index';
import { toPoint } from './point';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';
import { withQueryClient } from '../testing/with-query-client';

// Leaflet itself runs in the browser tests (e2e/files/files-page.e2e.ts); here a stand-in reports what
// the map was given and lets the test click a point.
vi.mock('./LeafletMap', () => ({
  default: (props: {
    center: { lat: number; lng: number };
    zoom: number;
    maxZoom: number;
    tiles: { tile_url: string } | null;
    theme: string;
    readonly: boolean;
    onPick(p: { lat: number; lng: number }): void;
  }) => (
    <div
      data-testid="leaflet"
      data-center={`${props.center.lat},${props.center.lng}`}
      data-zoom={`${props.zoom}/${props.maxZoom}`}
      data-tiles={props.tiles?.tile_url ?? ''}
      data-theme={props.theme}
    >
      <button
        type="button"
        disabled={props.readonly}
        onClick={() => props.onPick({ lat: 1.23456789, lng: 2.5 })}
      >
        pick
      </button>
    </div>
  ),
}));

const MAP = (tile_url: string | null, geocoder_url: string | null = null) => ({
  tile_url,
  subdomains: 'abc',
  attribution: '',
  geocoder_url,
});

function serve(map: ReturnType<typeof MAP>, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET demo/': { body: { data: { api: { map }, server: {} } } }, ...extra });
}

describe('map', () => {
  let wrapper: ReturnType<typeof withQueryClient>['wrapper'];
  beforeEach(() => {
    ({ wrapper } = withQueryClient());
    useProjects.setState({ current: 'demo' });
    useNotifications.setState({ queue: [] } as never);
  });

  it('centres on the defaults (40.72803624, -73.94896388, zoom 12, max 17) with the grayscale tiles', async () => {
    serve(MAP('http://tiles.test/{z}/{x}/{y}.png'));
    const props = inputProps(mod);
    expect(props.options).toMatchObject({ height: 400, defaultZoom: 12, maxZoom: 17, theme: 'grayscale' });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    const map = await screen.findByTestId('leaflet');
    expect(map.dataset.center).toBe('40.72803624,-73.94896388');
    expect(map.dataset.zoom).toBe('12/17');
    expect(map.dataset.tiles).toBe('http://tiles.test/{z}/{x}/{y}.png');
    expect(map.dataset.theme).toBe('grayscale');
    expect(screen.queryByText(/No map tiles are configured/)).toBeNull();
    expect(screen.getByText('No location found')).toBeTruthy();
  });

  it('picks a point, shows it, centres on it, and clears it', async () => {
    serve(MAP(null));
    const props = inputProps(mod);
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'pick' }));
    expect(props.onInput).toHaveBeenLastCalledWith({ lat: 1.234568, lng: 2.5 });
    expect(screen.getByText('Latitude: 1.234568, Longitude: 2.5')).toBeTruthy();
    expect(screen.getByTestId('leaflet').dataset.center).toBe('1.234568,2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Location' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('shows the map without tiles and a note when the project has no tile URL', async () => {
    serve(MAP(null));
    render(<ControlledInput mod={mod} {...inputProps(mod, { options: { theme: 'color' } })} />, { wrapper });
    expect(await screen.findByText(/No map tiles are configured/)).toBeTruthy();
    expect((await screen.findByTestId('leaflet')).dataset.tiles).toBe('');
  });

  it('reads a JSON text value and honours readonly', async () => {
    serve(MAP(null));
    render(
      <ControlledInput mod={mod} {...inputProps(mod, { value: '{"lat":5,"lng":6}', readonly: true })} />,
      {
        wrapper,
      },
    );
    expect(await screen.findByText('Latitude: 5, Longitude: 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /My Location/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear Location/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'pick' })).toHaveProperty('disabled', true);
  });

  it('my location uses the browser position, and says when it is blocked', async () => {
    serve(MAP(null));
    let answer: (ok: boolean) => void = () => {};
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          answer = (yes) =>
            yes
              ? ok({ coords: { latitude: 10, longitude: 20 } } as GeolocationPosition)
              : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
        },
      },
    });
    const props = inputProps(mod);
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: /My Location/ }));
    act(() => answer(true));
    expect(props.onInput).toHaveBeenLastCalledWith({ lat: 10, lng: 20 });
    fireEvent.click(screen.getByRole('button', { name: /My Location/ }));
    act(() => answer(false));
    const titles = useNotifications.getState().queue.map((n) => n.title);
    expect(titles).toContain('interfaces.map.user_location_error_blocked');
  });

  it('searches an address with the configured geocoder when address_to_code is on', async () => {
    const calls = serve(MAP(null, 'http://localhost/geo/search'), {
      'GET geo/search': { body: [{ lat: '48.85', lon: '2.35' }] },
    });
    const props = inputProps(mod, { options: { address_to_code: true } });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    const box = await screen.findByRole('searchbox', { name: 'Search for an address…' });
    fireEvent.change(box, { target: { value: 'Paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(props.onInput).toHaveBeenLastCalledWith({ lat: 48.85, lng: 2.35 }));
    const geo = calls.find((c) => c.path === 'geo/search')!;
    expect(geo.search).toBe('?q=Paris&format=json&limit=1');
  });

  it('has no address search without a geocoder', async () => {
    serve(MAP(null));
    render(<ControlledInput mod={mod} {...inputProps(mod, { options: { address_to_code: true } })} />, {
      wrapper,
    });
    await screen.findByTestId('leaflet');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('displays a place icon with the point, or no location', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: { lat: 1, lng: 2 } })} />);
    expect(screen.getByRole('img', { name: 'Latitude: 1, Longitude: 2' })).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: null })} />);
    expect(screen.getByRole('img', { name: 'No location found' })).toBeTruthy();
    expect(toPoint('nonsense')).toBeNull();
    expect(toPoint({ lat: null, lng: 1 })).toBeNull();
  });
});

const { Display } = mod;
