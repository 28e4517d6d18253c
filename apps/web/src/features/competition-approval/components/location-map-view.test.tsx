import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocationMapView, pickedCoordinates, pinPosition } from './location-map-view';

describe('pickedCoordinates', () => {
  it('rounds a clicked point to 5 decimals and keeps the longitude within ±180', () => {
    expect(pickedCoordinates({ lat: 49.872824567, lng: 8.651193456 })).toEqual({ latitude: 49.87282, longitude: 8.65119 });
    expect(pickedCoordinates({ lat: 10, lng: 370.5 })).toEqual({ latitude: 10, longitude: 10.5 });
  });
});

describe('pinPosition', () => {
  it('places the pin only for two usable coordinates', () => {
    expect(pinPosition(49.87, 8.65)).toEqual([49.87, 8.65]);
    expect(pinPosition(null, 8.65)).toBeNull();
    expect(pinPosition(Number.NaN, 8.65)).toBeNull();
    expect(pinPosition(95, 8.65)).toBeNull();
  });
});

describe('LocationMapView', () => {
  it('shows the start place as a pin without marker images, and a click sets the coordinates', () => {
    const onPick = vi.fn();
    const { container, getByRole } = render(<LocationMapView latitude={49.87282} longitude={8.65119} onPick={onPick} label="Karte" pinLabel="Marktplatz" />);
    const pin = container.querySelector('.leaflet-marker-icon') as HTMLElement;
    expect(pin.getAttribute('title')).toBe('Marktplatz');
    expect(pin.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
    fireEvent.click(getByRole('region', { name: 'Karte' }).querySelector('.leaflet-container')!, { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [lat, lng] = onPick.mock.calls[0] as [number, number];
    expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
    expect(Math.round(lat * 1e5) / 1e5).toBe(lat);
  });

  it('shows no pin without coordinates, and the pin follows coordinates typed later', () => {
    const { container, rerender } = render(<LocationMapView latitude={null} longitude={null} label="Karte" pinLabel="Start" />);
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    rerender(<LocationMapView latitude={52.52} longitude={13.405} label="Karte" pinLabel="Start" />);
    expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull();
  });
});
