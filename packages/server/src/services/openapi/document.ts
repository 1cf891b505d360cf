import { ATRIUM_VERSION } from '../../atrium-version';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { ServiceContext } from '../items/context';
import { readSettings } from '../settings';
import { roleView, type CollectionView } from '../graphql/role-view';
import { componentName, itemSchema, payloadSchema, type JsonSchema } from './item-schemas';
import { fixedPaths, itemPaths } from './paths';

/**
 * `GET /{p}/server/specs/oas`: an OpenAPI 3.1 description of the project as the caller's role
 * sees it — every collection it may read, with its item schema and the item endpoints its
 * permissions allow — and the endpoints every project serves. Directus 11 serves the same path.
 */

/** The REST paths of the system collections served as items (api.md §5), and whether they are read-only. */
const SYSTEM_PATHS: Record<string, [string, boolean]> = {
  [SYSTEM_COLLECTION.users]: ['/users', false],
  [SYSTEM_COLLECTION.roles]: ['/roles', false],
  [SYSTEM_COLLECTION.permissions]: ['/permissions', false],
  [SYSTEM_COLLECTION.files]: ['/files', false],
  [SYSTEM_COLLECTION.folders]: ['/folders', false],
  [SYSTEM_COLLECTION.collectionPresets]: ['/collection_presets', false],
  [SYSTEM_COLLECTION.webhooks]: ['/webhooks', false],
  [SYSTEM_COLLECTION.settings]: ['/settings', false],
  [SYSTEM_COLLECTION.activity]: ['/activity', true],
  [SYSTEM_COLLECTION.revisions]: ['/revisions', true],
};

export async function openApiDocument(ctx: ServiceContext, serverUrl: string): Promise<JsonSchema> {
  const projectName = (await readSettings(ctx.knex)).get('project_name') || ctx.project.key;
  const items = roleView(ctx.schema, ctx.access, 'items', 'any').collections;
  const system = roleView(ctx.schema, ctx.access, 'system', 'any').collections;
  const all = new Map<string, CollectionView>([...items, ...system]);
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          properties: { code: { type: 'integer' }, message: { type: 'string' } },
        },
      },
    },
  };
  let paths: Record<string, unknown> = fixedPaths();
  for (const view of all.values()) {
    schemas[componentName(view.info.collection)] = itemSchema(view, all);
    schemas[`${componentName(view.info.collection)}_payload`] = payloadSchema(view);
  }
  for (const view of items.values()) {
    if (view.nestedOnly) continue;
    paths = { ...paths, ...itemPaths(view, `/items/${encodeURIComponent(view.info.collection)}`) };
  }
  for (const view of system.values()) {
    const at = SYSTEM_PATHS[view.info.collection];
    if (at) paths = { ...paths, ...itemPaths(view, at[0], at[1]) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: projectName,
      version: ATRIUM_VERSION,
      description: "The project's REST and GraphQL API as the caller's role sees it.",
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { token: [] }, {}],
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description: 'An error of the catalogue',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A JWT from /auth/authenticate or a static token',
        },
        token: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
  };
}
