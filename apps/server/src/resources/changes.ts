import type { Handlers } from '../contract/handler-types.js';
import { signedIn } from '../contract/signed-in.js';
import { listChanges } from '../data/changes.js';
import { toId } from '../data/ids.js';

export const changeOperations = {
  /** The shop's change log, newest first, filtered (owners). */
  async listChanges(input, { db }) {
    const { query } = input;
    const filter = {
      ...(query.employee === undefined ? {} : { employee: toId(query.employee) }),
      ...(query.entityType === undefined ? {} : { entityType: query.entityType }),
      ...(query.entityId === undefined ? {} : { entityId: toId(query.entityId) }),
      ...(query.operation === undefined ? {} : { operation: query.operation }),
      ...(query.from === undefined ? {} : { from: new Date(query.from) }),
      ...(query.to === undefined ? {} : { to: new Date(query.to) }),
    };
    return { status: 200, body: await listChanges(db, filter, query, true, input.language) };
  },

  /** One record's history, newest first (every employee; the client address for owners only). */
  async listEntityChanges(input, { db }) {
    const { params, query } = input;
    const owner = signedIn(input).level === 'owner';
    const filter = { entityType: params.entityType, entityId: toId(params.id) };
    return { status: 200, body: await listChanges(db, filter, query, owner, input.language) };
  },
} satisfies Partial<Handlers>;
