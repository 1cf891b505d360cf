import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Tests: opens the layout option select named `label` and picks the option named `option`. */
export async function pickOption(label: string, option: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
}
