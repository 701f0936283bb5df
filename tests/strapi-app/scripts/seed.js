'use strict';
// Loads data/seed/*.json (in file-name order, merged) into an empty database: locales, media files, documents with fixed
// documentIds (so the documentIds printed in the docs work as they are), their locales and
// publication state, fixed timestamps, the Public and Authenticated roles' permissions, one end
// user, and a full-access API token. Returns the credentials the verification runner needs.
const fs = require('fs');
const path = require('path');

const DATA_DIR = path.resolve(__dirname, '../data');

/** Merge every data/seed/*.json: lists are concatenated, permissions merged per role. */
function readSeed() {
  const dir = path.join(DATA_DIR, 'seed');
  const dataset = { locales: [], files: [], documents: [], permissions: {}, users: [] };
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
    let part;
    try {
      part = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      throw new Error(`data/seed/${name} is not valid JSON: ${error.message}`);
    }
    for (const key of ['locales', 'files', 'documents', 'users']) dataset[key].push(...(part[key] ?? []));
    for (const [role, actions] of Object.entries(part.permissions ?? {})) {
      dataset.permissions[role] = [...(dataset.permissions[role] ?? []), ...actions];
    }
  }
  return dataset;
}

async function seedLocales(strapi, locales) {
  const service = strapi.plugin('i18n').service('locales');
  for (const { code, name, isDefault } of locales) {
    const existing = await service.findByCode(code);
    const locale = existing ?? (await service.create({ code, name }));
    if (isDefault) {
      await service.setDefaultLocale({ code: locale.code });
    }
  }
}

async function seedFiles(strapi, files) {
  const uploads = path.join(strapi.dirs.static.public, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const ids = {};
  for (const file of files) {
    const source = path.join(DATA_DIR, 'media', file.source);
    const stat = fs.statSync(source);
    fs.copyFileSync(source, path.join(uploads, `${file.hash}${file.ext}`));
    const { source: _source, key, ...attributes } = file; // may carry a fixed documentId
    const row = await strapi.db.query('plugin::upload.file').create({
      data: {
        ...attributes,
        size: Math.round((stat.size / 1000) * 100) / 100,
        url: `/uploads/${file.hash}${file.ext}`,
        provider: 'local',
        folderPath: '/',
      },
    });
    ids[key] = row.id;
  }
  return ids;
}

/** Replace `{"$file": "key"}` by the media file's id, recursively. */
function resolveFiles(value, fileIds) {
  if (Array.isArray(value)) return value.map((item) => resolveFiles(item, fileIds));
  if (value && typeof value === 'object') {
    if (typeof value.$file === 'string') {
      if (!(value.$file in fileIds)) throw new Error(`seed.json names an unknown file "${value.$file}"`);
      return fileIds[value.$file];
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveFiles(item, fileIds)]));
  }
  return value;
}

/** Set the row timestamps the dataset gives (the Document Service always writes "now"). */
async function setTimestamps(strapi, uid, documentId, locale, { createdAt, updatedAt, publishedAt }) {
  const meta = strapi.db.metadata.get(uid);
  const column = (name) => meta.attributes[name].columnName;
  const where = (query) => {
    query.where(column('documentId'), documentId);
    if (locale && meta.attributes.locale) query.andWhere(column('locale'), locale);
    return query;
  };
  const values = {};
  if (createdAt) values[column('createdAt')] = new Date(createdAt).getTime();
  if (updatedAt) values[column('updatedAt')] = new Date(updatedAt).getTime();
  if (Object.keys(values).length) await where(strapi.db.connection(meta.tableName)).update(values);
  if (publishedAt) {
    await where(strapi.db.connection(meta.tableName))
      .whereNotNull(column('publishedAt'))
      .update({ [column('publishedAt')]: new Date(publishedAt).getTime() });
  }
}

async function seedDocuments(strapi, documents, fileIds) {
  for (const { uid, documentId, locales } of documents) {
    // `locales` lists the document's versions: the first one creates the document, the others
    // add locales to it. Each has its data, a status ('published' or 'draft') and timestamps.
    for (const [index, version] of locales.entries()) {
      const data = resolveFiles(version.data, fileIds);
      const status = version.status ?? 'published';
      const params = { locale: version.locale, status };
      if (index === 0) {
        await strapi.documents(uid).create({ ...params, data: { ...data, documentId } });
      } else {
        await strapi.documents(uid).update({ ...params, documentId, data });
      }
      if (version.draftData) {
        // A published version whose draft was changed afterwards ("modified").
        await strapi.documents(uid).update({ documentId, locale: version.locale, status: 'draft', data: resolveFiles(version.draftData, fileIds) });
      }
      await setTimestamps(strapi, uid, documentId, version.locale, version);
    }
  }
}

async function seedPermissions(strapi, roles) {
  for (const [type, actions] of Object.entries(roles)) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
    if (!role) throw new Error(`No users-permissions role of type "${type}"`);
    for (const action of actions) {
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  }
}

async function seedUsers(strapi, users) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  for (const { documentId, ...user } of users) {
    const created = await strapi.plugin('users-permissions').service('user').add({
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      ...user,
    });
    if (documentId) {
      await strapi.db.query('plugin::users-permissions.user').update({ where: { id: created.id }, data: { documentId } });
    }
  }
}

async function seed(strapi) {
  const dataset = readSeed();
  await seedLocales(strapi, dataset.locales);
  const fileIds = await seedFiles(strapi, dataset.files ?? []);
  // Users first, so documents can relate to them (e.g. a restaurant's owner, by documentId).
  await seedUsers(strapi, dataset.users);
  await seedDocuments(strapi, dataset.documents, fileIds);
  await seedPermissions(strapi, dataset.permissions);
  const token = await strapi.service('admin::api-token').create({
    name: 'Docs verification',
    description: 'Created by the seed of the reference app',
    type: 'full-access',
    kind: 'content-api',
    lifespan: null,
  });
  // A read-only token, and a token whose expiration date has passed, for the pages that show them.
  const tokens = strapi.service('admin::api-token');
  const readOnly = await tokens.create({ name: 'Read only', description: '', type: 'read-only', kind: 'content-api', lifespan: null });
  const expired = await tokens.create({ name: 'Expired', description: '', type: 'full-access', kind: 'content-api', lifespan: 7 * 24 * 3600 * 1000 });
  await strapi.db.query('admin::api-token').update({ where: { id: expired.id }, data: { expiresAt: new Date('2025-01-01T00:00:00.000Z') } });
  // The first administrator (super admin), for examples of admin routes (auth="admin").
  const admin = { email: 'admin@example.com', password: 'Admin-pass-1', firstname: 'Ada', lastname: 'Admin' };
  await strapi.service('admin::user').createFirstAdmin(admin);
  // The first user is the one the runner logs in for examples with auth="user".
  const [user] = dataset.users;
  return {
    apiToken: token.accessKey,
    readOnlyToken: readOnly.accessKey,
    expiredToken: expired.accessKey,
    user: { username: user.username, email: user.email, password: user.password },
    admin: { email: admin.email, password: admin.password },
  };
}

module.exports = { seed };
