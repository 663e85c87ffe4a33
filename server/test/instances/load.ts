/**
 * Bounded booking traffic through the proxy: a few concurrent buyers, each in a loop of guest
 * checkout (a hold), payment (the test checkout) and a read of the deal, until stopped or a
 * number of bookings is reached. Keeps what each buyer was told, to compare with the database.
 */
export interface LoadResult {
  requests: number;
  failures: Array<{ what: string; status: number | string }>;
  /** Checkouts whose payment was answered 200. */
  paid: string[];
}

export interface Load {
  result: LoadResult;
  stop(): Promise<LoadResult>;
}

export function startLoad(options: { baseUrl: string; dealId: string; amount: number; buyers: number; maxBookings: number; tag: string; pauseMs?: number }): Load {
  const result: LoadResult = { requests: 0, failures: [], paid: [] };
  let stopped = false;
  let started = 0;

  const call = async (what: string, method: string, path: string, body?: unknown): Promise<unknown> => {
    result.requests += 1;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json().catch(() => undefined);
      if (response.ok) return answer;
      result.failures.push({ what, status: response.status });
    } catch (error) {
      result.failures.push({ what, status: (error as { cause?: { code?: string } }).cause?.code ?? 'network error' });
    }
    return undefined;
  };

  const buyer = async () => {
    while (!stopped && started < options.maxBookings) {
      started += 1;
      const email = `${options.tag}-${started}@example.com`;
      const created = (await call('checkout', 'POST', '/api/payment/create-checkout-session', {
        dealId: options.dealId,
        amount: options.amount,
        quantity: 1,
        guestInfo: { email, name: 'Load Buyer' },
      })) as { url: string } | undefined;
      await call('read', 'GET', `/api/deals/${options.dealId}`);
      if (!created) continue;
      // The test checkout's page, /test-checkout/{id}.
      const checkoutId = created.url.split('/').pop()!;
      if (await call('pay', 'POST', `/api/payment/test-checkout/${checkoutId}/pay`, { email })) result.paid.push(checkoutId);
      // Bounded: the two shared cores also run both instances, Postgres and nginx.
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 20));
    }
  };
  const running = Promise.all(Array.from({ length: options.buyers }, buyer));
  return {
    result,
    async stop() {
      stopped = true;
      await running;
      return result;
    },
  };
}
