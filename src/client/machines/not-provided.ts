/**
 * The one rule for effects in the machines: a machine names every actor and action that does
 * I/O, and its own implementation of each only throws this. The app supplies the real ones,
 * and tests their fakes, with `machine.provide(...)`; a machine started without them fails
 * loudly instead of reaching the network or the device's storage.
 */
export function notProvided(name: string): Error {
  return new Error(`${name} not provided: supply it with machine.provide()`);
}
