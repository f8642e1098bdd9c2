import { AsyncResource } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';

/**
 * Work the auth module does after answering: the forgot-password worker and the warning to an
 * account's owner. Off the request path so that the answer costs the same whether or not the
 * e-mail exists, and so that slow mail never delays it.
 */
export type AuthJobs = {
  /** Starts `job` after the current request's I/O; a failure is logged, never thrown. */
  run: (name: string, job: () => Promise<void>) => void;
  /** Resolves once no job is running (tests wait on it; the app waits on it at close). */
  drain: () => Promise<void>;
  log: FastifyBaseLogger;
};

export function createAuthJobs(log: FastifyBaseLogger): AuthJobs {
  // Jobs run in the async context of the app, not of the request that started them: request
  // tracing (AsyncLocalStorage) does not count their work as the request's, and nothing tied to
  // the request's lifetime reaches them.
  const scope = new AsyncResource('trayecto-auth-jobs');
  const inFlight = new Set<Promise<void>>();
  return {
    log,
    run(name, job) {
      scope.runInAsyncScope(() => {
        const p = new Promise<void>((resolve) => setImmediate(resolve))
          .then(job)
          .catch((err: unknown) => log.error({ err, job: name }, 'background auth job failed'))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      });
    },
    async drain() {
      // jobs may start others (the worker re-kicks itself), so wait until none is left
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

// One runner per app. Keyed by the deps object, the one thing every service receives.
const runners = new WeakMap<AppDeps, AuthJobs>();

export function registerAuthJobs(deps: AppDeps, jobs: AuthJobs) {
  runners.set(deps, jobs);
}

export function authJobs(deps: AppDeps): AuthJobs {
  const jobs = runners.get(deps);
  if (!jobs) throw new Error('auth jobs are not registered for this app (authRoutes)');
  return jobs;
}
