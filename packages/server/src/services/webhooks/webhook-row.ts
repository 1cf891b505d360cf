/** An active webhook as the dispatcher matches writes against it (kept on the project, `state.webhooks`). */
export interface WebhookRow {
  id: number;
  http_action: string | null;
  url: string | null;
  collection: string | null;
  directus_action: string | null;
}
