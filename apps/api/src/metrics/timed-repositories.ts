import type { Repositories, UnitOfWork } from '@gig/domain';
import type { Histogram } from 'prom-client';

/**
 * Times every asynchronous call of every repository, labelled by repository and method name (bounded: the
 * ports' own names). A proxy built in the composition root, so no adapter or use case changes for it.
 */
export function timedRepositories(repositories: Repositories, histogram: Histogram): Repositories {
  const wrapped = new Map<string, unknown>();
  return new Proxy(repositories, {
    get(target, property, receiver) {
      const repository: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || typeof repository !== 'object' || repository === null) return repository;
      if (!wrapped.has(property)) wrapped.set(property, timed(property, repository, histogram));
      return wrapped.get(property);
    },
  });
}

/** The same timing for the repositories a transaction hands its work. */
export function timedUnitOfWork(unitOfWork: UnitOfWork, histogram: Histogram): UnitOfWork {
  return { run: (work) => unitOfWork.run((repositories) => work(timedRepositories(repositories, histogram))) };
}

function timed(name: string, repository: object, histogram: Histogram): object {
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        const observe = (outcome: string) => histogram.observe({ repository: name, method: property, outcome }, (performance.now() - started) / 1000);
        return result.then(
          (answer: unknown) => (observe('ok'), answer),
          (error: unknown) => (observe('error'), Promise.reject(error)),
        );
      };
    },
  });
}
