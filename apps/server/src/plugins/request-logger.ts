import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** The root logger Fastify made from our options: pino, which can say whether a level is on. */
type RootLogger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };
type LogCall = (...args: unknown[]) => void;

/**
 * `request.log` as Fastify's own child logger would be (every line carries the request id), made only when
 * the request writes its first line. Fastify builds a pino child for every request, and pino serialises its
 * bindings there and then: a few microseconds a request. At LOG_LEVEL=warn most requests never write a
 * line, so the short answers the site serves most (GET /license-status, polled by every open tab) paid
 * for a logger they never used (issue 8, docs/decisions/012-benchmarks.md). At `info` every request logs,
 * so the child is made as before.
 */
class DeferredChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly root: RootLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.made().level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    if (this.root.isLevelEnabled(level)) (this.made()[level] as LogCall)(...args);
  }

  private made(): FastifyBaseLogger {
    return (this.#child ??= this.root.child(this.bindings, this.options));
  }
}

export function deferRequestLoggers(app: FastifyInstance) {
  app.setChildLoggerFactory((logger, bindings, options) =>
    // A route with a level of its own gets its child at once: the root's level would not answer for it.
    options.level ? logger.child(bindings, options) : new DeferredChildLogger(logger as RootLogger, bindings, options),
  );
}
