import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Collection } from '@atrium/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { collectionKeys } from '../../api/collections/keys';
import { useProjects } from '../../stores/projects';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const collection = (name: string, extra: Partial<Collection> = {}) =>
  ({
    collection: name,
    fields: {},
    note: null,
    hidden: false,
    single: false,
    icon: null,
    translation: null,
    ...extra,
  }) as unknown as Collection;

const COLLECTIONS: Record<string, Collection> = {
  blog_posts: collection('blog_posts'),
  authors: collection('authors', { translation: [{ locale: 'de-DE', translation: 'Autorinnen' }] }),
  directus_users: collection('directus_users'),
  directus_webhooks: collection('directus_webhooks'),
};

function wrapper() {
  useProjects.setState({ current: 'demo' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(collectionKeys.all('demo'), COLLECTIONS);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const names = () => [...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent);

afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('collections', () => {
  it('offers the project collections in Title Case, without directus_* by default', () => {
    expect(inputProps(mod).options).toEqual({ placeholder: '$t:choose_collection', include_system: null });
    render(<mod.Input {...inputProps(mod)} />, { wrapper: wrapper() });
    expect(names()).toEqual(['Choose a collection...', 'Authors', 'Blog Posts']);
  });

  it('offers the system collections, called by what they hold, with include_system and a custom placeholder', () => {
    render(
      <mod.Input {...inputProps(mod, { options: { include_system: true, placeholder: 'Pick one' } })} />,
      {
        wrapper: wrapper(),
      },
    );
    expect(names()).toEqual(['Pick one', 'Authors', 'Blog Posts', 'Users', 'Webhooks']);
  });

  it('emits the collection name, and null for the placeholder', () => {
    const onInput = vi.fn();
    render(<mod.Input {...inputProps(mod, { value: 'authors', onInput })} />, { wrapper: wrapper() });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('authors');
    fireEvent.change(select, { target: { value: 'blog_posts' } });
    expect(onInput).toHaveBeenLastCalledWith('blog_posts');
    fireEvent.change(select, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('keeps a stored system collection selected though it is not offered', () => {
    render(<mod.Input {...inputProps(mod, { value: 'directus_users' })} />, { wrapper: wrapper() });
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('directus_users');
    expect(names()).toEqual(['Choose a collection...', 'Authors', 'Blog Posts', 'Users']);
  });

  it('is disabled when read-only; required forbids the empty choice', () => {
    render(<mod.Input {...inputProps(mod, { value: 'authors', readonly: true, required: true })} />, {
      wrapper: wrapper(),
    });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect((select.querySelector('option[value=""]') as HTMLOptionElement).disabled).toBe(true);
  });

  it('uses the collection translation as the navigation does', async () => {
    await i18n.changeLanguage('de-DE');
    render(<mod.Input {...inputProps(mod, { value: 'authors' })} />, { wrapper: wrapper() });
    expect(names()).toContain('Autorinnen');
  });

  it('displays the name in Title Case (also for collections not in the list)', () => {
    const { container, rerender } = render(<mod.Display {...displayProps(mod, { value: 'blog_posts' })} />, {
      wrapper: wrapper(),
    });
    expect(container.textContent).toBe('Blog Posts');
    rerender(<mod.Display {...displayProps(mod, { value: 'old_news' })} />);
    expect(container.textContent).toBe('Old News');
    rerender(<mod.Display {...displayProps(mod, { value: null })} />);
    expect(container.textContent).toBe('');
  });
});
