import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import divider from './index';
import { displayProps, inputProps } from '../testing/test-props';

describe('divider', () => {
  it('has the catalogue defaults: large style, rule and top margin on, label hidden', () => {
    const opts = inputProps(divider).options;
    expect(opts).toMatchObject({ style: 'large', hr: true, margin: true, title: null });
    expect(divider.meta.hideLabel).toBe(true);
  });

  it('renders the title as a heading, a rule and the description', () => {
    const { container } = render(
      <divider.Input
        {...inputProps(divider, { options: { title: 'Author', description: 'Who wrote it' } })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Author' }).tagName).toBe('H2');
    expect(screen.getByText('Who wrote it').tagName).toBe('P');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('leaves the rule out when hr is off (null)', () => {
    const { container } = render(
      <divider.Input {...inputProps(divider, { options: { title: 'x', hr: null } })} />,
    );
    expect(container.querySelector('hr')).toBeNull();
  });

  it('displays nothing in a cell', () => {
    const { container } = render(<divider.Display {...displayProps(divider)} />);
    expect(container.innerHTML).toBe('');
  });
});
