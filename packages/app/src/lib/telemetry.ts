import { APP_VERSION } from './version';

/**
 * Anonymous usage ping (product.md §6): off unless the project enables telemetry explicitly and
 * the build names an endpoint (VITE_TELEMETRY_URL); never sent offline; failures are ignored.
 */
export async function sendTelemetry(projectTelemetry: boolean | undefined): Promise<void> {
  const endpoint = import.meta.env.VITE_TELEMETRY_URL as string | undefined;
  if (!endpoint || projectTelemetry !== true || !navigator.onLine) return;
  try {
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'app', url: window.location.origin, version: APP_VERSION }),
    });
  } catch (err) {
    console.warn("Couldn't send telemetery ping", err); // eslint-disable-line no-console
  }
}
