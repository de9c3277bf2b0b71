import { messages } from '@common/messages';

export const VERIFY_TOKEN_PATH = '/api/auth/verify-token';

/** An error answer of the API (DESIGN.md §4) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Shown when the server sends no text of its own (the catalogue default of SPEC.md §8). */
  errorMessage?: string;
  /** No red toast: the caller shows the error itself. */
  silent?: boolean;
  /** A successful answer is a file: it is returned as a Blob instead of parsed JSON. */
  file?: boolean;
}

export interface HttpDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  showError(message: string): void;
  /** The re-checked token is valid: the fresh user from verify-token. */
  onSessionVerified(user: unknown): void;
  /** The token is no longer valid: log out (the client has already shown the toast). */
  onSessionExpired(): void;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  // Only the filters that are set are sent (SPEC.md §5).
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function serverText(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The web's one way to call the API: bearer token, JSON, Hungarian error toasts, and the 401 policy of
 * SPEC.md §4/§8 (re-check the token once with verify-token; retry once if it is still valid; otherwise
 * log out with the session-expired toast).
 */
export function createHttpClient(deps: HttpDeps) {
  let pendingRecheck: Promise<boolean> | null = null;

  async function send(path: string, options: RequestOptions) {
    const token = deps.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await deps.fetch(buildUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, messages.api.network);
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  /** One verify-token call, shared by every request that got a 401 at the same time. */
  function recheckToken(): Promise<boolean> {
    pendingRecheck ??= (async () => {
      if (!deps.getToken()) return false;
      try {
        const response = await send(VERIFY_TOKEN_PATH, {});
        if (!response.ok) return false;
        const body = (await readBody(response)) as { user?: unknown } | undefined;
        if (body?.user) deps.onSessionVerified(body.user);
        return Boolean(body?.user);
      } catch {
        return false;
      }
    })().finally(() => {
      pendingRecheck = null;
    });
    return pendingRecheck;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const fail = (error: ApiError): never => {
      if (!options.silent) deps.showError(error.message);
      throw error;
    };
    let response: Response;
    try {
      response = await send(path, options);
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      throw error;
    }
    const hadToken = Boolean(deps.getToken());
    if (response.status === 401 && hadToken && path !== VERIFY_TOKEN_PATH) {
      if (await recheckToken()) {
        try {
          response = await send(path, options);
        } catch (error) {
          if (error instanceof ApiError) return fail(error);
          throw error;
        }
      }
      if (response.status === 401) {
        deps.showError(messages.auth.sessionExpired);
        deps.onSessionExpired();
        throw new ApiError(401, messages.auth.sessionExpired, 'SESSION_EXPIRED');
      }
    }
    if (response.ok && options.file) return (await response.blob()) as T;
    const body = await readBody(response);
    if (!response.ok) {
      const code = (body as { code?: string } | undefined)?.code;
      const text = serverText(body) ?? options.errorMessage ?? messages.api.internal;
      return fail(new ApiError(response.status, text, code, body));
    }
    return body as T;
  }

  return { request, recheckToken };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
