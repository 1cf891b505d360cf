import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { setApiRoot } from '../../../api/client';
import { mockFetch } from '../../../../test/fetch-mock';
import { ImportDialog } from './ImportDialog';

// A file of exactly 50,000 bytes: 12,400 rows written after 12,400 bytes read -> ~50,000 rows.
const FILE_TEXT = `label\n${'x'.repeat(50_000 - 6)}`;

/** An XMLHttpRequest that holds the import until the test answers it. */
class HeldXhr {
  static last: HeldXhr | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  send() {
    HeldXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50_000, total: 50_000 } as ProgressEvent);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(body: unknown) {
    this.status = 200;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const REPORT = {
  rows: 50_000,
  created: 50_000,
  updated: 0,
  failed: 0,
  committed: true,
  dry_run: false,
  errors: [],
  errors_truncated: false,
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ImportDialog project="p" collection="readings" onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

/** The server's progress, as the test sets it. */
let written = { rows: 0, bytes: 0 };

beforeEach(() => {
  setApiRoot('http://localhost/');
  HeldXhr.last = null;
  written = { rows: 0, bytes: 0 };
  vi.stubGlobal('XMLHttpRequest', HeldXhr);
  mockFetch({
    'GET p/fields/readings': {
      body: { data: [{ collection: 'readings', field: 'label', type: 'string', interface: 'input' }] },
    },
  });
  // The server's answer for the import's progress id (the one the request names), else 404.
  const routed = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const id = HeldXhr.last && new URL(HeldXhr.last.url).searchParams.get('progress');
    if (id && String(input).startsWith(`http://localhost/p/utils/import/progress/${id}`)) {
      if (written.rows === 0)
        return new Response('{"error":{"code":1,"message":"Not Found"}}', { status: 404 });
      const data = { ...written, created: written.rows, updated: 0, failed: 0 };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }
    return routed(input, init);
  });
});

async function startImport() {
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Import into readings' });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File([FILE_TEXT], 'readings.csv', { type: 'text/csv' }));
  await within(dialog).findByRole('row', { name: /label/ });
  await userEvent.click(within(dialog).getByRole('button', { name: /^Import$/ }));
  await vi.waitFor(() => expect(HeldXhr.last).not.toBeNull());
  return dialog;
}

describe('ImportDialog progress', () => {
  it('follows the rows the server has written, not the upload', async () => {
    const dialog = await startImport();
    // The upload is complete at once, but no row is written yet: the bar is not full.
    expect(new URL(HeldXhr.last!.url).searchParams.get('progress')).toMatch(/^[0-9a-f]{32}$/);
    const bar = within(dialog).getByRole('progressbar');
    expect(Number(bar.getAttribute('value'))).toBeLessThan(100);

    written = { rows: 12_400, bytes: 12_400 };
    await within(dialog).findByText('12,400 of ~50,000 rows');
    const moving = within(dialog).getByRole('progressbar');
    expect(moving.getAttribute('max')).toBe('50000');
    expect(moving.getAttribute('value')).toBe('12400');

    written = { rows: 37_000, bytes: 37_000 };
    await within(dialog).findByText('37,000 of ~50,000 rows');
    expect(within(dialog).getByRole('progressbar').getAttribute('value')).toBe('37000');

    HeldXhr.last!.answer({ data: REPORT });
    await within(dialog).findByText('Import finished');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('cancels: the request is aborted and the progress stops', async () => {
    const dialog = await startImport();
    written = { rows: 5_000, bytes: 5_000 };
    await within(dialog).findByText('5,000 of ~50,000 rows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(HeldXhr.last!.aborted).toBe(true);
    await within(dialog).findByText('The import was cancelled.');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});
