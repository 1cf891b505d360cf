import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

describe('markdown', () => {
  it('renders Edit and Preview tabs with 12 rows and the default placeholder', () => {
    render(<Input {...inputProps(mod)} />);
    expect(screen.getByRole('tab', { name: 'Edit' }).getAttribute('aria-selected')).toBe('true');
    const box = screen.getByPlaceholderText('Enter **markdown** here...');
    expect(box.getAttribute('rows')).toBe('12');
  });

  it('emits the text, null when emptied', () => {
    const props = inputProps(mod, { value: 'a' });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '# Hi' } });
    expect(props.onInput).toHaveBeenLastCalledWith('# Hi');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('previews sanitised HTML', async () => {
    render(
      <Input
        {...inputProps(mod, { value: '**bold** <img src=x onerror="alert(1)">', options: { tabbed: false } })}
      />,
    );
    const strong = await screen.findByText('bold');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('.markdown-preview img')?.getAttribute('onerror')).toBeNull();
  });

  it('switches to the preview tab', async () => {
    render(<Input {...inputProps(mod, { value: '## Heading' })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect((await screen.findByRole('heading', { name: 'Heading' })).tagName).toBe('H2');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 'x' })} />);
    expect(screen.getByRole('textbox')).toHaveProperty('readOnly', true);
  });

  it('Display is an icon with the text as tooltip', () => {
    render(<Display {...displayProps(mod, { value: 'Hello *there*' })} />);
    expect(screen.getByRole('img', { name: 'Hello *there*' })).toBeTruthy();
  });
});
