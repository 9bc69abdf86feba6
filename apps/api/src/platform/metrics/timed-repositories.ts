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

/** Each method's wrapper and its label sets are made once: a call pays two clock reads and one observe. */
function timed(name: string, repository: object, histogram: Histogram): object {
  const wrappers = new Map<string, { readonly method: unknown; readonly wrapper: unknown }>();
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const known = wrappers.get(property);
      if (known?.method === value) return known.wrapper;
      // Made again if the method was replaced (a test's spy), so the wrapper always calls the current one.
      const labels = (outcome: string) => ({ repository: name, method: property, outcome });
      const wrapper = timedMethod(target, value as (...args: unknown[]) => unknown, histogram, labels('ok'), labels('error'));
      wrappers.set(property, { method: value, wrapper });
      return wrapper;
    },
  });
}

type Labels = Record<'repository' | 'method' | 'outcome', string>;

/** `observe(labels, value)`: prom-client 15's labelled children (`labels()`) measured slower per call than this. */
function timedMethod(target: object, method: (...args: unknown[]) => unknown, histogram: Histogram, ok: Labels, failed: Labels) {
  return (...args: unknown[]) => {
    const started = performance.now();
    const result = method.apply(target, args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (answer: unknown) => (histogram.observe(ok, (performance.now() - started) / 1000), answer),
      (error: unknown) => (histogram.observe(failed, (performance.now() - started) / 1000), Promise.reject(error)),
    );
  };
}
