import bcrypt from 'bcryptjs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

/** The columns of every system table, as api.md §6.1 lists them. */
const EXPECTED_COLUMNS: Record<string, string> = {
  directus_activity:
    'id action action_by action_on ip user_agent collection item edited_on comment comment_deleted_on',
  directus_collection_presets:
    'id title user role collection search_query filters view_type view_query view_options translation',
  directus_collections: 'collection managed hidden single icon note translation',
  directus_fields:
    'id collection field type interface options locked validation required readonly hidden_detail hidden_browse sort width group note translation',
  directus_files:
    'id storage private_hash filename_disk filename_download title type uploaded_by uploaded_on charset filesize width height duration embed folder description location tags checksum metadata',
  directus_folders: 'id name parent_folder',
  directus_migrations: 'version migration_name start_time end_time breakpoint',
  directus_permissions:
    'id collection role status create read update delete comment explain read_field_blacklist write_field_blacklist status_blacklist',
  directus_relations: 'id collection_many field_many collection_one field_one junction_field',
  directus_revisions: 'id activity collection item data delta parent_collection parent_item parent_changed',
  directus_roles:
    'id name description ip_whitelist external_id module_listing collection_listing enforce_2fa',
  directus_settings: 'id key value',
  directus_user_sessions: 'id user token_type token ip_address user_agent created_on token_expired_at',
  directus_users:
    'id status role first_name last_name email password token timezone locale locale_options avatar company title email_notifications last_access_on last_page external_id theme 2fa_secret password_reset_token',
  directus_webhooks: 'id status http_action url collection directus_action',
};

const EXPECTED_SETTINGS: [string, string | null][] = [
  ['project_url', ''],
  ['project_logo', ''],
  ['project_color', '#263238'],
  ['project_foreground', ''],
  ['project_background', ''],
  ['project_public_note', ''],
  ['default_locale', null],
  ['telemetry', '1'],
  ['default_limit', '200'],
  ['sort_null_last', '1'],
  // Seeded empty as in v8; a new install then requires eight characters (issue 15, defect 12).
  ['password_policy', '/^.{8,}$/'],
  ['auto_sign_out', '10080'],
  ['login_attempts_allowed', '25'],
  ['auth_token_ttl', '20'],
  ['trusted_proxies', ''],
  ['file_mimetype_whitelist', ''],
  ['file_naming', 'uuid'],
  ['asset_url_naming', 'private_hash'],
  ['youtube_api_key', ''],
];

const targets = await dbTargets();

describe.each(targets)('system schema on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, 'acme', {
      project_name: 'Acme Site',
      app_url: 'https://acme.test',
    });
    knex = await projectKnex(server, 'acme');
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('creates every system table with every column of the Directus 8 schema', async () => {
    for (const [table, columns] of Object.entries(EXPECTED_COLUMNS)) {
      const info = await knex(table).columnInfo();
      expect(Object.keys(info).sort(), table).toEqual(columns.split(' ').sort());
    }
  });

  it('seeds the Administrator and Public roles and one active admin with a standard bcrypt hash', async () => {
    const roles = await knex('directus_roles').orderBy('id').select('id', 'name', 'enforce_2fa');
    expect(roles.map((r) => [Number(r.id), r.name, Number(r.enforce_2fa)])).toEqual([
      [1, 'Administrator', 0],
      [2, 'Public', 0],
    ]);
    const users = await knex('directus_users').select('*');
    expect(users).toHaveLength(1);
    const admin = users[0];
    expect(admin).toMatchObject({
      status: 'active',
      first_name: 'Admin',
      last_name: 'User',
      email: project.email,
    });
    expect(Number(admin.role)).toBe(1);
    expect(admin.locale).toBe('en-US');
    expect(admin.password).toMatch(/^\$2y\$10\$/);
    expect(bcrypt.compareSync(project.password, admin.password)).toBe(true);
    expect(bcrypt.compareSync('wrong password', admin.password)).toBe(false);
    expect(await knex('directus_permissions').count({ n: '*' }).first()).toMatchObject({
      n: expect.anything(),
    });
    expect(Number((await knex('directus_permissions').count({ n: '*' }).first())?.n)).toBe(0);
    expect(Number((await knex('directus_collections').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('seeds the settings in order, then project_name and app_url from the install', async () => {
    const rows = await knex('directus_settings').orderBy('id').select('id', 'key', 'value');
    expect(rows).toHaveLength(24);
    expect(rows.map((r) => Number(r.id))).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(rows.slice(0, 19).map((r) => [r.key, r.value])).toEqual(EXPECTED_SETTINGS);
    expect(JSON.parse(rows[19].value)).toEqual([
      { key: 'thumbnail', width: 200, height: 200, fit: 'contain', quality: 80 },
    ]);
    expect(rows[20].key).toBe('asset_whitelist_system');
    const system = JSON.parse(rows[20].value) as {
      key: string;
      width: number;
      height: number;
      fit: string;
    }[];
    expect(system.map((e) => `${e.key}:${e.width}x${e.height}:${e.fit}`)).toEqual([
      'directus-small-crop:64x64:crop',
      'directus-small-contain:64x64:contain',
      'directus-medium-crop:300x300:crop',
      'directus-medium-contain:300x300:contain',
      'directus-large-crop:800x600:crop',
      'directus-large-contain:800x600:contain',
    ]);
    expect(rows.slice(21).map((r) => [r.key, r.value])).toEqual([
      ['project_name', 'Acme Site'],
      ['app_url', 'https://acme.test'],
      // Atrium's own, after Directus 8's: how long the trash keeps deleted items.
      ['trash_retention_days', '30'],
    ]);
  });

  it('seeds the four collection presets and the eleven system relations', async () => {
    const presets = await knex('directus_collection_presets').orderBy('id');
    expect(presets.map((p) => [Number(p.id), p.collection, p.view_type, p.title, p.user, p.role])).toEqual([
      [1, 'directus_activity', 'timeline', null, null, null],
      [2, 'directus_files', 'cards', null, null, null],
      [3, 'directus_users', 'cards', null, null, null],
      [4, 'directus_webhooks', 'tabular', null, null, null],
    ]);
    expect(JSON.parse(presets[0].view_query)).toEqual({ timeline: { sort: '-action_on' } });
    expect(JSON.parse(presets[3].view_options).tabular.widths.url).toBe(200);
    const relations = await knex('directus_relations').orderBy('id');
    expect(
      relations.map((r) => `${r.collection_many}.${r.field_many}>${r.collection_one}.${r.field_one ?? ''}`),
    ).toEqual([
      'directus_activity.action_by>directus_users.',
      'directus_collections_presets.user>directus_users.',
      'directus_collections_presets.group>directus_groups.',
      'directus_fields.collection>directus_collections.fields',
      'directus_files.uploaded_by>directus_users.',
      'directus_files.folder>directus_folders.',
      'directus_folders.parent_folder>directus_folders.',
      'directus_permissions.group>directus_groups.',
      'directus_revisions.activity>directus_activity.',
      'directus_users.role>directus_roles.users',
      'directus_users.avatar>directus_files.',
    ]);
  });

  it('seeds the field definitions of every system collection', async () => {
    const fields = await knex('directus_fields').orderBy('id');
    const byCollection = new Map<string, number>();
    for (const f of fields) byCollection.set(f.collection, (byCollection.get(f.collection) ?? 0) + 1);
    expect(Object.fromEntries(byCollection)).toEqual({
      directus_fields: 18,
      directus_activity: 11,
      directus_collection_presets: 10,
      directus_collections: 8,
      directus_files: 23,
      directus_folders: 3,
      directus_roles: 9,
      directus_permissions: 13,
      directus_relations: 6,
      directus_revisions: 9,
      directus_settings: 25,
      directus_users: 21,
      directus_user_sessions: 8,
      directus_webhooks: 7,
    });
    const find = (c: string, f: string) => fields.find((r) => r.collection === c && r.field === f);
    const timezone = find('directus_users', 'timezone');
    const tzOptions = JSON.parse(timezone.options);
    expect(tzOptions.placeholder).toBe('Choose a timezone...');
    expect(Object.keys(tzOptions.choices)).toHaveLength(145);
    expect(tzOptions.choices['Pacific/Tongatapu']).toBe("(UTC+13:00) Nuku'alofa");
    expect(find('directus_users', 'email')).toMatchObject({
      validation: '$email',
      type: 'string',
      interface: 'text-input',
    });
    expect(Number(find('directus_users', 'email').required)).toBe(1);
    const status = JSON.parse(find('directus_users', 'status').options);
    expect(status.status_mapping.deleted.soft_delete).toBe(true);
    const policy = JSON.parse(find('directus_settings', 'password_policy').options);
    expect(Object.values(policy.choices)).toEqual(['None', 'Weak', 'Strong']);
    expect(Object.keys(policy.choices)[1]).toBe('/^.{8,}$/');
    const uploadedOn = find('directus_files', 'uploaded_on');
    expect([uploadedOn.type, uploadedOn.interface, uploadedOn.width, Number(uploadedOn.sort)]).toEqual([
      'datetime',
      'datetime',
      'half',
      10,
    ]);
  });

  it('seeds help text that names this product and describes the field it sits under', async () => {
    const fields = await knex('directus_fields').select('collection', 'field', 'note', 'options');
    const text = (f: { note: string | null; options: string | null }) => `${f.note ?? ''} ${f.options ?? ''}`;
    // Links to the Directus 8 documentation may stay; no sentence names Directus as the product.
    const naming = fields.filter((f) => /\bDirectus\b/.test(text(f)));
    expect(naming.map((f) => `${f.collection}.${f.field}: ${text(f)}`)).toEqual([]);
    const note = (c: string, f: string) => fields.find((r) => r.collection === c && r.field === f)?.note;
    expect(note('directus_settings', 'project_name')).not.toMatch(/logo/i);
    expect(note('directus_settings', 'project_name')).toMatch(/name/i);
    const info = fields.find((r) => r.collection === 'directus_webhooks' && r.field === 'info');
    expect(JSON.parse(info.options).description).toContain('Atrium will send');
  });

  it('records all 79 Directus 8.8.1 migrations as applied', async () => {
    const rows = await knex('directus_migrations').orderBy('version');
    expect(rows).toHaveLength(79);
    const last = rows.find((r) => String(r.version) === '20200303111750');
    expect(last.migration_name).toBe('AddAuthTtlField');
    expect(rows.every((r) => Number(r.breakpoint) === 0 && r.start_time)).toBe(true);
  });

  it('answers project info for anonymous callers with the public marker', async () => {
    const res = await server.request('/acme/');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toEqual({
      data: {
        api: {
          requires2FA: false,
          project_name: 'Acme Site',
          project_logo: null,
          project_color: '#263238',
          project_foreground: null,
          project_background: null,
          project_public_note: null,
          default_locale: null,
          telemetry: true,
        },
      },
      public: true,
    });
    // `/{p}` and `/{p}/` are the same route.
    expect((await server.request('/acme')).status).toBe(200);
  });
});
