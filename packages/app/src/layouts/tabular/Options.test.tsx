import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { pickOption } from '../shared/pick-option';
import { fieldMap, layoutProps, makeField } from '../shared/testing';
import { TabularOptions } from './Options';
import type { TabularOptions as Options, TabularQuery } from './types';

const fields = fieldMap(makeField('id', 'integer'), makeField('title'), makeField('body'), makeField('tags'));
const props = (viewQuery: TabularQuery) =>
  layoutProps<TabularQuery, Options>({ fields, items: [], viewQuery, viewOptions: {} });

describe('tabular options', () => {
  it('lists visible columns first, in their order, then the others', () => {
    render(<TabularOptions {...props({ fields: 'tags,title' })} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual(['Tags', 'Title', 'Id', 'Body']);
    expect(boxes.map((b) => b.checked)).toEqual([true, true, false, false]);
  });

  it('writes the visible fields as CSV when a box is toggled', async () => {
    const p = props({ fields: 'tags,title' });
    render(<TabularOptions {...p} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Body' }));
    expect(p.onQuery).toHaveBeenLastCalledWith({ fields: 'tags,title,body' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tags' }));
    expect(p.onQuery).toHaveBeenLastCalledWith({ fields: 'title' });
  });

  it('saves the row spacing', async () => {
    const p = props({});
    render(<TabularOptions {...p} />);
    await pickOption('Spacing', 'Compact');
    expect(p.onOptions).toHaveBeenLastCalledWith({ spacing: 'compact' });
  });
});
