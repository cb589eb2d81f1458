import { type ErrorCode, errorCatalogue } from '@app/contract';

/**
 * A failure the API answers on purpose: a catalogue code (the envelope's `message`), its HTTP
 * status from the catalogue unless given, optional `data` for the client (field errors) and an
 * optional developer `detail` (the envelope's `error`, never internals).
 */
export class AppError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: {
      status?: number;
      data?: unknown;
      detail?: string;
      headers?: Record<string, string>;
      /** The failure behind it, for logs and tests; never sent to the client. */
      cause?: unknown;
    } = {},
  ) {
    super(options.detail ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status ?? errorCatalogue[code].status;
    this.data = options.data ?? null;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
