import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { setApiRoot } from '../../api/client';
import { mockFetch, type MockCall } from '../../../test/fetch-mock';
import { EstimatedCount } from './EstimatedCount';

function renderCount(params = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <EstimatedCount project="p" collection="events" params={params} />
    </QueryClientProvider>,
  );
  return {
    rerender: (next: object) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <EstimatedCount project="p" collection="events" params={next} />
        </QueryClientProvider>,
      ),
  };
}

/** The server: estimates on this big table unless the request leaves `estimate` out. */
function bigTable(exact = 1_234_567, estimate = 1_200_000) {
  return mockFetch({
    'GET p/items/events': (call: MockCall) => {
      const estimated = /meta=[^&]*estimate/.test(call.search);
      return {
        body: {
          data: [],
          meta: {
            total_count: estimated ? estimate : exact,
            filter_count: estimated ? estimate : exact,
            ...(estimated ? { estimated: true } : {}),
          },
        },
      };
    },
  });
}

beforeEach(() => setApiRoot('http://localhost/'));

describe('EstimatedCount', () => {
  it('shows an estimate marked as such, and the exact count on demand', async () => {
    const calls = bigTable();
    renderCount({ filter: { kind: { eq: 'a' } }, q: 'x' });
    expect(await screen.findByText('≈ 1,200,000 items (estimated)')).toBeTruthy();
    // The estimate asked no rows and only the counts, with the view's filter and search.
    expect(calls[0]!.search).toContain('limit=0');
    expect(calls[0]!.search).toContain('meta=total_count,filter_count,estimate');
    expect(calls[0]!.search).toContain('filter[kind][eq]=a');
    expect(calls[0]!.search).toContain('q=x');
    await userEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    expect(await screen.findByText('1,234,567 items')).toBeTruthy();
    expect(screen.queryByText(/estimated/)).toBeNull();
    expect(calls.at(-1)!.search).not.toContain('estimate');
  });

  it('counts small tables exactly, with no action to offer', async () => {
    mockFetch({
      'GET p/items/events': {
        body: { data: [], meta: { total_count: 1, filter_count: 1, estimated: false } },
      },
    });
    renderCount();
    expect(await screen.findByText('1 item')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('goes back to the estimate when the view changes', async () => {
    bigTable();
    const { rerender } = renderCount({ q: 'a' });
    await userEvent.click(await screen.findByRole('button', { name: 'Count exactly' }));
    expect(await screen.findByText('1,234,567 items')).toBeTruthy();
    rerender({ q: 'b' });
    expect(await screen.findByText('≈ 1,200,000 items (estimated)')).toBeTruthy();
  });

  it('says when the count failed and retries', async () => {
    let fail = true;
    mockFetch({
      'GET p/items/events': () =>
        fail
          ? { status: 500, body: { error: { code: 0, message: 'boom' } } }
          : { body: { data: [], meta: { total_count: 0, filter_count: 0, estimated: false } } },
    });
    renderCount();
    expect(await screen.findByText("Couldn't count the items")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No items')).toBeTruthy();
  });

  it('shows that it is counting while the first answer is on its way', () => {
    mockFetch({ 'GET p/items/events': () => new Promise(() => {}) });
    renderCount();
    expect(screen.getByText('Counting…')).toBeTruthy();
  });
});
