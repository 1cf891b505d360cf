import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultField, type Field } from '@atrium/sdk';
import { Form } from '../../src/form/Form';
import { createStaging } from '../../src/form/staging';

const field = (name: string, extra: Partial<Field> = {}): Field =>
  defaultField({
    collection: 'articles',
    field: name,
    interface: 'text-input',
    datatype: 'VARCHAR',
    signed: true,
    length: 255,
    ...extra,
  });

const fields = {
  title: field('title', {
    required: true,
    note: 'Shown **bold** <img src=x onerror=alert(1)>',
    default_value: 'Untitled',
  }),
  locked_text: field('locked_text', { readonly: true }),
  author: field('author', { type: 'm2o', interface: 'not-built-yet', datatype: 'INT' }),
};

describe('Form', () => {
  it('renders labels, required star, a sanitised inline note, read-only and raw-value fields', async () => {
    const store = createStaging({ title: 'Hello', locked_text: 'fixed', author: { id: 3, name: 'Ada' } });
    const { container } = render(<Form store={store} collection="articles" fields={fields} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Hello');
    expect(container.querySelector('.form-field-required')?.textContent).toBe('*');
    // The markdown renderer loads on demand: the formatted note replaces its plain text.
    await waitFor(() =>
      expect(container.querySelector('[data-field="title"] .form-field-note strong')?.textContent).toBe(
        'bold',
      ),
    );
    const note = container.querySelector('[data-field="title"] .form-field-note')!;
    expect(note.innerHTML).not.toContain('onerror');
    const locked = await screen.findByRole('textbox', { name: 'Locked Text' });
    expect((locked as HTMLInputElement).readOnly || (locked as HTMLInputElement).disabled).toBe(true);
    // The relation whose interface does not exist shows its raw value, never a blank.
    expect(container.querySelector('[data-field="author"] pre')?.textContent).toContain('"name": "Ada"');
  });

  it('stages typing, unstages a return to the saved value, and the label menu clears and resets', async () => {
    const user = userEvent.setup();
    const store = createStaging({ title: 'Hello' });
    render(<Form store={store} collection="articles" fields={{ title: fields.title }} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, '!');
    expect(store.getState().edits).toEqual({ title: 'Hello!' });
    await user.type(title, '{Backspace}');
    expect(store.getState().edits).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Options for Title' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clear value' }));
    expect(store.getState().edits).toEqual({ title: null });
    await user.click(screen.getByRole('button', { name: 'Options for Title' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset to default' }));
    expect(store.getState().edits).toEqual({ title: 'Untitled' });
    await user.click(screen.getByRole('button', { name: 'Options for Title' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Undo changes' }));
    expect(store.getState().edits).toEqual({});
  });

  it('batch mode blocks fields until switched on; switching off drops the value', async () => {
    const user = userEvent.setup();
    const store = createStaging({});
    render(<Form store={store} collection="articles" fields={{ title: fields.title }} batch />);
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement;
    expect(title.readOnly || title.disabled).toBe(true);
    const toggle = screen.getByRole('switch', { name: /Change Title on all/ });
    await user.click(toggle);
    await waitFor(() => expect(title.readOnly || title.disabled).toBe(false));
    await user.type(title, 'Same');
    expect(store.getState().edits).toEqual({ title: 'Same' });
    await user.click(toggle);
    expect(store.getState().edits).toEqual({});
  });
});
