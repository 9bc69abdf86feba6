/** The current instant; injected so that tests never sleep. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
