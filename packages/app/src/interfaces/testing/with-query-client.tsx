import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setApiRoot } from '../../api/client';
import { createQueryClient } from '../../api/query-client';

/**
 * A fresh query client around an interface under test (interfaces that read or write through
 * the data layer), with the API root the fetch mock expects.
 */
export function withQueryClient() {
  setApiRoot('http://localhost/');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}
