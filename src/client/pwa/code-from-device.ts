/** Whether the service worker serves this start's code from the device (not a first visit). */
export function codeComesFromDevice(): boolean {
  return Boolean(navigator.serviceWorker?.controller);
}
