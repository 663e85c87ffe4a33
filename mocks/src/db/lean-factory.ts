/**
 * `factory()` of @mswjs/data 0.16, minus `toHandlers`/`toGraphQLSchema`.
 *
 * The package's own `factory` module `require`s its REST and GraphQL handler generators at load
 * time, which drags a second msw (v2) and graphql into any bundle even when `toHandlers` is never
 * called (CommonJS cannot be tree-shaken). This module builds the same model API from the
 * package's internals, so the demo bundle carries only the query engine. Behaviour is identical
 * to `factory()` for everything Spur uses: create, count, findFirst, findMany, getAll, update,
 * updateMany, delete, deleteMany.
 */
import { Database } from '@mswjs/data/lib/db/Database.js';
import { createModel } from '@mswjs/data/lib/model/createModel.js';
import { parseModelDefinition } from '@mswjs/data/lib/model/parseModelDefinition.js';
import { updateEntity } from '@mswjs/data/lib/model/updateEntity.js';
import { executeQuery } from '@mswjs/data/lib/query/executeQuery.js';
import { PRIMARY_KEY } from '@mswjs/data/lib/glossary.js';
import type { Entity, ModelAPI, ModelDefinition, ModelDictionary } from '@mswjs/data/lib/glossary.js';

export { primaryKey } from '@mswjs/data/lib/primaryKey.js';
export { nullable } from '@mswjs/data/lib/nullable.js';

/** The model API of @mswjs/data without the handler generators. */
export type LeanModelAPI<Dictionary extends ModelDictionary, ModelName extends keyof Dictionary> = Omit<
  ModelAPI<Dictionary, ModelName>,
  'toHandlers' | 'toGraphQLSchema'
>;

export type LeanFactoryAPI<Dictionary extends ModelDictionary> = {
  [ModelName in keyof Dictionary]: LeanModelAPI<Dictionary, ModelName>;
};

/** One row written: `before` null for a create, `after` null for a delete. */
export interface Write {
  model: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Subscribes to every write (create, update, delete) of a lean database; returns the unsubscribe. */
export const onWrite = Symbol('onWrite');
export interface WriteObservable {
  [onWrite](listener: (write: Write) => void): () => void;
}

type AnyEntity = Entity<ModelDictionary, string>;

function notFound(operation: string, modelName: string): Error {
  return new Error(`Failed to execute "${operation}" on the "${modelName}" model: no entity found.`);
}

function primaryKeyOf(entity: AnyEntity): string | number {
  return (entity as unknown as Record<string | number, string | number>)[entity[PRIMARY_KEY]] as string | number;
}

function createModelApi(
  dictionary: ModelDictionary,
  modelName: string,
  definition: ModelDefinition,
  db: Database<ModelDictionary>,
  written: (before: AnyEntity | null, after: AnyEntity | null) => void,
) {
  const parsedModel = parseModelDefinition(dictionary, modelName, definition);
  const { primaryKey } = parsedModel;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query types are checked by LeanModelAPI
  type Query = any;
  const query = (q: Query) => executeQuery(modelName, primaryKey, q, db) as AnyEntity[];

  const replace = (prev: AnyEntity, data: Record<string, unknown>) => {
    const next = updateEntity(prev, data, definition) as AnyEntity;
    const prevKey = primaryKeyOf(prev);
    const nextKey = primaryKeyOf(next);
    if (nextKey !== prevKey && db.has(modelName, nextKey)) {
      throw new Error(`Failed to update a "${modelName}" entity: primary key "${String(nextKey)}" already exists.`);
    }
    db.update(modelName, prev, next);
    written(prev, next);
    return next;
  };

  return {
    create(initialValues: Record<string, unknown> = {}) {
      const entity = createModel(modelName, definition, dictionary, parsedModel, initialValues as never, db) as AnyEntity;
      const key = primaryKeyOf(entity);
      if (key === undefined || key === null || key === '') {
        throw new Error(`Failed to create a "${modelName}" entity: missing primary key "${String(primaryKey)}".`);
      }
      if (db.has(modelName, key)) {
        throw new Error(`Failed to create a "${modelName}" entity: primary key "${String(key)}" already exists.`);
      }
      db.create(modelName, entity);
      written(null, entity);
      return entity;
    },
    count(q?: Query) {
      return q ? query(q).length : db.count(modelName);
    },
    findFirst(q: Query) {
      const result = query(q)[0] ?? null;
      if (q.strict && result === null) throw notFound('findFirst', modelName);
      return result;
    },
    findMany(q: Query) {
      const results = query(q);
      if (q.strict && results.length === 0) throw notFound('findMany', modelName);
      return results;
    },
    getAll() {
      return db.listEntities(modelName);
    },
    update({ strict, data, ...q }: Query) {
      const prev = query(q)[0];
      if (!prev) {
        if (strict) throw notFound('update', modelName);
        return null;
      }
      return replace(prev, data);
    },
    updateMany({ strict, data, ...q }: Query) {
      const records = query(q);
      if (records.length === 0) {
        if (strict) throw notFound('updateMany', modelName);
        return null;
      }
      return records.map((prev) => replace(prev, data));
    },
    delete({ strict, ...q }: Query) {
      const record = query(q)[0];
      if (!record) {
        if (strict) throw notFound('delete', modelName);
        return null;
      }
      db.delete(modelName, primaryKeyOf(record));
      written(record, null);
      return record;
    },
    deleteMany({ strict, ...q }: Query) {
      const records = query(q);
      if (records.length === 0) {
        if (strict) throw notFound('deleteMany', modelName);
        return null;
      }
      for (const record of records) {
        db.delete(modelName, primaryKeyOf(record));
        written(record, null);
      }
      return records;
    },
  };
}

/** Creates a database with the given models (same dictionary format as @mswjs/data's `factory`). */
export function leanFactory<Dictionary extends ModelDictionary>(
  dictionary: Dictionary,
): LeanFactoryAPI<Dictionary> & WriteObservable {
  const db = new Database(dictionary) as unknown as Database<ModelDictionary>;
  const listeners = new Set<(write: Write) => void>();
  const api: Record<string | symbol, unknown> = {};
  for (const [modelName, definition] of Object.entries(dictionary)) {
    api[modelName] = createModelApi(dictionary, modelName, definition as ModelDefinition, db, (before, after) => {
      const write: Write = { model: modelName, before, after } as Write;
      for (const listener of listeners) listener(write);
    });
  }
  api[onWrite] = (listener: (write: Write) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return api as LeanFactoryAPI<Dictionary> & WriteObservable;
}
