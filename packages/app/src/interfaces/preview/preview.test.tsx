import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import preview from './index';
import { displayProps, inputProps } from '../testing/test-props';

describe('preview', () => {
  it('requires url_template and has no default for it', () => {
    expect(preview.meta.options.url_template!.required).toBe(true);
    expect(inputProps(preview).options).toEqual({ url_template: null });
  });

  it('opens the template rendered with sibling values in a new tab', () => {
    render(
      <preview.Input
        {...inputProps(preview, {
          values: { id: 7, slug: 'hello world' },
          options: { url_template: 'https://example.com/{{ slug }}/{{ id }}' },
        })}
      />,
    );
    const link = screen.getByRole('link', { name: /Preview this item/ }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://example.com/hello%20world/7');
    expect(link.target).toBe('_blank');
  });

  it('refuses a javascript: address and is a disabled button without a template', () => {
    const { unmount } = render(
      <preview.Input
        {...inputProps(preview, { values: {}, options: { url_template: 'javascript:alert(1)' } })}
      />,
    );
    expect((screen.getByRole('button', { name: /Preview this item/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    unmount();
    render(<preview.Input {...inputProps(preview)} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('displays the address rendered with the row', () => {
    render(
      <preview.Display
        {...displayProps(preview, { values: { id: 3 }, options: { url_template: '/items/{{ id }}' } })}
      />,
    );
    expect(screen.getByRole('link').textContent).toBe('/items/3');
  });
});
