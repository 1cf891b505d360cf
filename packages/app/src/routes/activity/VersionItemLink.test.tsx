import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setApiRoot } from '../../api/client';
import { mockFetch } from '../../../test/fetch-mock';
import { VersionItemLink } from './VersionItemLink';

function renderLink(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VersionItemLink project="p" id={id} label="Versions #v1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VersionItemLink', () => {
  beforeEach(() => {
    setApiRoot('http://localhost/');
    mockFetch({
      'GET p/versions/v1': {
        body: { data: { id: 'v1', key: 'spring draft', collection: 'articles', item: '7', name: 'Spring' } },
      },
    });
  });

  it('opens the versioned item in that version', async () => {
    renderLink('v1');
    const link = await screen.findByRole('link', { name: 'Versions #v1' });
    expect(link.getAttribute('href')).toBe('/p/collections/articles/7?version=spring%20draft');
  });

  it('shows the name alone once the version is gone', async () => {
    renderLink('gone');
    expect(await screen.findByText('Versions #v1')).toBeTruthy();
    // Still no link after the read has failed.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
