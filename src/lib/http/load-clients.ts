import { ApiError } from './api-error';
import type * as ClientsModule from './clients';

type Clients = typeof ClientsModule;

let clients: Promise<Clients> | undefined;

/**
 * The axios clients (axios + qs, ~25 KB gzip) load on the first call instead of with the page's code, so
 * React Router can paint a page while its data and the transport are still on the way. A failed chunk
 * load (flaky network) is a network error the page can retry, and the next call tries again.
 */
export function loadClients(): Promise<Clients> {
  clients ??= import('./clients').catch((error: unknown) => {
    clients = undefined;
    throw new ApiError('network', 'Could not load the network client', { cause: error });
  });
  return clients;
}
