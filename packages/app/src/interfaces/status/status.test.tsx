import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import status from './index';
import { displayProps, inputProps } from '../testing/test-props';

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('status', () => {
  it('renders one radio per entry of the default mapping, the stored one checked', () => {
    const options = inputProps(status).options;
    expect(options.simpleBadge).toBe(true);
    expect(Object.keys(options.status_mapping as object)).toEqual(['published', 'draft', 'deleted']);
    render(<status.Input {...inputProps(status, { value: 'draft' })} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(radio('Draft').checked).toBe(true);
  });

  it('emits the key of a picked status', async () => {
    const onInput = vi.fn();
    render(<status.Input {...inputProps(status, { value: 'draft', onInput })} />);
    await userEvent.setup().click(radio('Published'));
    expect(onInput).toHaveBeenLastCalledWith('published');
  });

  it('§8.9: stages the first allowed status on a new item without a value', () => {
    const onInput = vi.fn();
    render(<status.Input {...inputProps(status, { newItem: true, onInput })} />);
    expect(onInput).toHaveBeenCalledWith('published');
    onInput.mockClear();
    render(
      <status.Input
        {...inputProps(status, { newItem: true, onInput, options: { status_blacklist: ['published'] } })}
      />,
    );
    expect(onInput).toHaveBeenCalledWith('draft');
  });

  it('does not auto-select on an existing item or when read-only', () => {
    const onInput = vi.fn();
    render(<status.Input {...inputProps(status, { newItem: false, onInput })} />);
    render(<status.Input {...inputProps(status, { newItem: true, readonly: true, onInput })} />);
    expect(onInput).not.toHaveBeenCalled();
  });

  it('§8.9: a blacklisted status cannot be chosen (fewer choices)', async () => {
    const onInput = vi.fn();
    render(
      <status.Input
        {...inputProps(status, {
          value: 'draft',
          onInput,
          options: { status_blacklist: ['published', 'deleted'] },
        })}
      />,
    );
    expect(radio('Published').disabled).toBe(true);
    expect(radio('Deleted').disabled).toBe(true);
    expect(radio('Draft').disabled).toBe(false);
    await userEvent.setup().click(radio('Deleted'));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('honours readonly', async () => {
    const onInput = vi.fn();
    render(<status.Input {...inputProps(status, { value: 'draft', onInput, readonly: true })} />);
    await userEvent.setup().click(radio('Published'));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('displays a dot with the name by default and a coloured pill without simpleBadge', () => {
    const { rerender } = render(<status.Display {...displayProps(status, { value: 'published' })} />);
    const dot = screen.getByRole('img', { name: 'Published' });
    // A colour name the palette lacks falls back to blue-grey; blue it has.
    expect(dot.style.backgroundColor).toMatch(/^var\(--blue[,)]/);
    rerender(
      <status.Display {...displayProps(status, { value: 'deleted', options: { simpleBadge: null } })} />,
    );
    const pill = screen.getByText('Deleted');
    expect(pill.style.backgroundColor).toMatch(/^var\(--red[,)]/);
    expect(pill.style.color).toMatch(/^var\(--red-100[,)]/);
  });
});
