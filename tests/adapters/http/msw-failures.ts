import { delay, HttpResponse } from 'msw';

/** What a fake host does instead of answering normally. */
export type Failure =
  /** The connection fails: fetch rejects. */
  | { readonly kind: 'network' }
  /** A non-2xx status with a JSON body (an object) or a text body (a string). */
  | { readonly kind: 'status'; readonly status: number; readonly body?: object | string }
  /** A 200 whose body is this text, sent as JSON: not JSON at all, or JSON of the wrong shape. */
  | { readonly kind: 'body'; readonly text: string }
  /** The normal answer, after this long. */
  | { readonly kind: 'slow'; readonly ms: number };

/**
 * Failures a test sets per API path ('api/user/status'). A failure stays until cleared, so a
 * retried request meets it again, as it would a real outage.
 */
export class Failures {
  private readonly byPath = new Map<string, Failure>();

  set(path: string, failure: Failure): void {
    this.byPath.set(path, failure);
  }

  clear(): void {
    this.byPath.clear();
  }

  /** The failure's response for this path, or undefined to answer normally (after any delay). */
  async respond(path: string): Promise<Response | undefined> {
    const failure = this.byPath.get(path);
    switch (failure?.kind) {
      case undefined:
        return undefined;
      case 'network':
        return HttpResponse.error();
      case 'status':
        return typeof failure.body === 'string' || failure.body === undefined
          ? HttpResponse.text(failure.body ?? null, { status: failure.status })
          : HttpResponse.json(failure.body, { status: failure.status });
      case 'body':
        return new HttpResponse(failure.text, { status: 200, headers: { 'Content-Type': 'application/json' } });
      case 'slow':
        await delay(failure.ms);
        return undefined;
    }
  }
}

export interface RecordedRequest {
  readonly method: string;
  /** Without the base URL: 'api/payments/submit'. */
  readonly path: string;
  readonly search: URLSearchParams;
  readonly authorization: string | null;
  readonly body: unknown;
}

/** Records what the client sent, for tests that check the wire format. */
export async function record(request: Request, baseUrl: string): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  return {
    method: request.method,
    path: url.href.slice(baseUrl.length).split('?')[0] ?? '',
    search: url.searchParams,
    authorization: request.headers.get('authorization'),
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}
