import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import color from './index';
import { formatColor, hslToRgb, parseColor, rgbToHsl } from './color-convert';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

describe('color', () => {
  it('defaults to hex with the 12-colour palette, palette buttons shown', () => {
    const options = inputProps(color).options;
    expect(options.format).toBe('hex');
    expect(options.palette).toHaveLength(12);
    expect(options.paletteOnly).toBeNull();
    render(<color.Input {...inputProps(color, { value: '#2196F3' })} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('#2196F3');
    expect(screen.getAllByRole('button', { name: /^#/ })).toHaveLength(12);
  });

  it('emits uppercase hex only for a complete #rgb / #rrggbb, null when emptied', () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={color} {...inputProps(color, { value: '#2196F3', onInput })} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '#ab' } });
    expect(onInput).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '#abc' } });
    expect(onInput).toHaveBeenLastCalledWith('#AABBCC');
    fireEvent.change(box, { target: { value: 'ff0000' } });
    expect(onInput).toHaveBeenLastCalledWith('#FF0000');
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('stores rgb and hsl formats as comma-separated numbers', async () => {
    const onInput = vi.fn();
    const { unmount } = render(
      <color.Input {...inputProps(color, { onInput, options: { format: 'rgb' } })} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '#2196F3' }));
    expect(onInput).toHaveBeenLastCalledWith('33,150,243');
    unmount();
    render(<color.Input {...inputProps(color, { onInput, options: { format: 'hsl' } })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '#2196F3' }));
    expect(onInput).toHaveBeenLastCalledWith('207,90,54');
  });

  it('converts between RGB and HSL without drifting', () => {
    expect(rgbToHsl([33, 150, 243])).toEqual([207, 90, 54]);
    expect(hslToRgb([0, 100, 50])).toEqual([255, 0, 0]);
    expect(parseColor('207,90,54', 'hsl')).toEqual(hslToRgb([207, 90, 54]));
    expect(formatColor([255, 0, 0], 'hex')).toBe('#FF0000');
  });

  it('paletteOnly locks the swatch and the box but keeps the palette', () => {
    render(<color.Input {...inputProps(color, { value: '#4CAF50', options: { paletteOnly: true } })} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose a color' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '#4CAF50', pressed: true })).toBeTruthy();
  });

  it('honours readonly: locked and no palette buttons', () => {
    render(<color.Input {...inputProps(color, { value: '#4CAF50', readonly: true })} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryAllByRole('button', { name: /^#/ })).toHaveLength(0);
  });

  it('displays a valid CSS swatch even for the CSV formats (quirk fixed), raw value as tooltip', () => {
    render(<color.Display {...displayProps(color, { value: '33,150,243', options: { format: 'rgb' } })} />);
    const dot = screen.getByRole('img', { name: '33,150,243' });
    expect(dot.style.backgroundColor).toBe('rgb(33, 150, 243)');
  });
});
