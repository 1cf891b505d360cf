import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import colorPalette from './index';
import { PALETTE, isLightTone } from './palette';
import { displayProps, inputProps } from '../testing/test-props';

const radio = (container: HTMLElement, token: string) =>
  container.querySelector<HTMLInputElement>(`input[type=radio][value="${token}"]`)!;

describe('color-palette', () => {
  it('offers the 200 palette tokens (no cyan) and marks the stored one', () => {
    expect(PALETTE).toHaveLength(200);
    expect(PALETTE.some(([token]) => token.startsWith('cyan'))).toBe(false);
    const { container } = render(
      <colorPalette.Input {...inputProps(colorPalette, { value: 'blue-grey-100' })} />,
    );
    expect(container.querySelectorAll('input[type=radio]')).toHaveLength(200);
    const picked = radio(container, 'blue-grey-100');
    expect(picked.checked).toBe(true);
    expect(picked.getAttribute('aria-label')).toBe('Blue Grey 100');
  });

  it('emits the token name', async () => {
    const onInput = vi.fn();
    const { container } = render(<colorPalette.Input {...inputProps(colorPalette, { onInput })} />);
    await userEvent.setup().click(radio(container, 'deep-orange-300'));
    expect(onInput).toHaveBeenLastCalledWith('deep-orange-300');
  });

  it('honours readonly', async () => {
    const onInput = vi.fn();
    const { container } = render(
      <colorPalette.Input {...inputProps(colorPalette, { onInput, value: 'red', readonly: true })} />,
    );
    await userEvent.setup().click(radio(container, 'green'));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('displays a swatch of the token with its name, outlined for light tones only', () => {
    render(<colorPalette.Display {...displayProps(colorPalette, { value: 'indigo-50' })} />);
    const dot = screen.getByRole('img', { name: 'Indigo 50' });
    expect(dot.style.backgroundColor).toBe('var(--indigo-50)');
    expect(dot.className).toContain('is-light');
    expect(isLightTone('indigo-500')).toBe(false);
    expect(isLightTone('white')).toBe(true);
  });
});
