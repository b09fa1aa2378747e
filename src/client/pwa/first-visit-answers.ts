/**
 * A new visitor's first page is fetched before the service worker controls it, so none of its
 * answers reach the worker's caches. Until the worker takes control, the page remembers the
 * answers it got from its own server (bounded), then hands them to the worker, which keeps only
 * what its cache policy allows: public catalogue, locale and news answers, never personal data.
 */
import {
  keepFirstVisitAnswersType,
  type HandedOverAnswer,
  type KeepFirstVisitAnswersMessage,
} from '../../domain/offline/first-visit-handover';

const maxAnswers = 300;
const maxBytes = 16 * 1024 * 1024;

let remembered: Promise<HandedOverAnswer | null>[] = [];
let rememberedBytes = 0;
let listening = false;

/** The worker's container where one will take control (none in development: see pwa/service-worker-updates.ts). */
function serviceWorkers(): ServiceWorkerContainer | undefined {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker;
}

/** Copies taken at once, before the caller reads the bodies. */
async function snapshot(request: Request, response: Response): Promise<HandedOverAnswer | null> {
  const requestCopy = request.clone();
  const responseCopy = response.clone();
  const body = await responseCopy.arrayBuffer();
  rememberedBytes += body.byteLength;
  if (rememberedBytes > maxBytes) return null;
  return {
    url: request.url,
    method: request.method,
    requestBody: request.method === 'POST' ? await requestCopy.text() : null,
    status: response.status,
    headers: [...response.headers],
    body,
  };
}

async function handOver(worker: ServiceWorker): Promise<void> {
  const pending = remembered;
  remembered = [];
  rememberedBytes = 0;
  const answers = (await Promise.all(pending.map((answer) => answer.catch(() => null)))).filter(
    (answer): answer is HandedOverAnswer => answer !== null,
  );
  if (answers.length === 0) return;
  const message: KeepFirstVisitAnswersMessage = { type: keepFirstVisitAnswersType, answers };
  worker.postMessage(
    message,
    answers.map((answer) => answer.body),
  );
}

function handOverOnControl(container: ServiceWorkerContainer): void {
  if (listening) return;
  listening = true;
  container.addEventListener(
    'controllerchange',
    () => {
      if (container.controller) void handOver(container.controller);
    },
    { once: true },
  );
}

/** Remembers a plain 200 answer of the app's own server while no service worker controls the page. */
export function rememberIfUncontrolled(request: Request, response: Response): void {
  const container = serviceWorkers();
  if (!container || container.controller || response.status !== 200) return;
  if (request.method !== 'GET' && request.method !== 'POST') return;
  if (new URL(request.url).origin !== globalThis.location.origin || remembered.length >= maxAnswers) return;
  remembered.push(snapshot(request, response));
  handOverOnControl(container);
}
