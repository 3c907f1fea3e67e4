import { refField } from '../data/crud/fields.js';
import { referenceInput } from '../data/crud/inputs.js';
import { collections, navCollections } from '../db/schema.js';
import { precedenceList } from '../handlers/crud/precedence-list.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The collections shown in the storefront's navigation (at most one entry per collection), in precedence order. */
const nav = precedenceList(navCollections, {
  shape: { collectionID: refField(navCollections.collectionId, collections) },
  input: { collectionID: referenceInput(navCollections.collectionId, collections) },
});

export const navCollectionOperations = {
  listNavCollections: nav.list,
  createNavCollection: nav.create,
  getNavCollection: nav.get,
  updateNavCollection: nav.update,
  deleteNavCollection: nav.delete,
} satisfies Partial<Handlers>;
