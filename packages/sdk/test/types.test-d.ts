// Compile-time checks, run by `pnpm typecheck`: a wrong path, parameter or body must not compile.
import { expectTypeOf } from 'vitest';
import { createShopClient, type Schema } from '../src/index.js';
import {
  createCategoryMutationOptions,
  getCollectionQueryOptions,
  listItemsQueryOptions,
  updateCollectionMutationOptions,
} from '../src/query.js';
import { CollectionCreateSchema, type ItemCreateInput } from '../src/schemas.js';

const client = createShopClient({ baseUrl: '/api' });

export async function paths() {
  // @ts-expect-error -- not a path of the document
  await client.GET('/collection');
  // @ts-expect-error -- the path needs its id
  await client.GET('/collections/getSingleCollections/{id}');
  // @ts-expect-error -- unknown path parameter
  await client.GET('/collections/getSingleCollections/{id}', { params: { path: { collectionId: '1' } } });
  // @ts-expect-error -- DELETE is not defined on the list path
  await client.DELETE('/collections');

  const { data } = await client.GET('/collections/getSingleCollections/{id}', {
    params: { path: { id: '1' } },
  });
  expectTypeOf(data).toEqualTypeOf<Schema<'Collection'> | undefined>();
}

export async function bodies() {
  // @ts-expect-error -- description is required
  await client.POST('/collections', { body: { name: 'Eid' } });
  // @ts-expect-error -- wrong type for name
  await client.POST('/collections', { body: { name: 1, description: '' } });
  await client.POST('/collections', { body: { name: 'Eid', description: 'For the festival' } });
}

export async function queries() {
  const options = getCollectionQueryOptions(client, { path: { id: '7' } });
  expectTypeOf(await options.queryFn({ signal: new AbortController().signal })).toEqualTypeOf<
    Schema<'Collection'>
  >();
  // @ts-expect-error -- the id is a string
  getCollectionQueryOptions(client, { path: { id: 7 } });
  // @ts-expect-error -- sort takes only the declared keys
  listItemsQueryOptions(client, { query: { sort: 'colour' } });

  const update = updateCollectionMutationOptions(client);
  expectTypeOf(update.mutationFn).parameter(0).toEqualTypeOf<{
    params: {
      query?: never;
      header?: { 'If-Match'?: string };
      path: { id: string };
      cookie?: never;
    };
    body: Schema<'CollectionUpdate'>;
  }>();
  // @ts-expect-error -- unknown field
  await update.mutationFn({ params: { path: { id: '7' } }, body: { colour: 'red' } });
  const createCategory = createCategoryMutationOptions(client);
  // @ts-expect-error -- image must be a file
  await createCategory.mutationFn({ body: { name: 'Tea', description: '', image: 'tea.png' } });
}

export function schemas() {
  expectTypeOf<ItemCreateInput['categoryOrSubcategory']>().toEqualTypeOf<'category' | 'subcategory'>();
  expectTypeOf(CollectionCreateSchema.parse({})).toEqualTypeOf<{ name: string; description: string }>();
}

export async function cacheReads() {
  const { QueryClient } = await import('@tanstack/query-core');
  const queryClient = new QueryClient();
  const options = getCollectionQueryOptions(client, { path: { id: '7' } });
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Schema<'Collection'> | undefined>();
}
