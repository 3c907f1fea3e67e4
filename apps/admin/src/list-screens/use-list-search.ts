import { type NavigateOptions, type RegisteredRouter, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';

/** Every search key of the app's routes with the values their `validateSearch` lets through. */
type AppSearch = Exclude<
  NonNullable<NavigateOptions<RegisteredRouter, string, '.'>['search']>,
  true | ((...args: never) => unknown)
>;

/**
 * `?q=&sort=&page=` of a list route as its `loaderDeps` picked them: only the keys its list takes, `sort` only
 * with a value some list's operation offers (`listItemsQuery.sort.enum`, ...).
 */
export type ListSearch = Pick<AppSearch, 'q' | 'sort' | 'page'>;

/** A value of `?sort=`: a field, descending with a leading `-`. */
export type ListSort = NonNullable<ListSearch['sort']>;

/** A list route's search and how to change it, from {@link useListSearch}. */
export interface ListSearchState<Search extends ListSearch> {
  /** The search the loader read: the screen builds its list read from it, so both share one cache entry. */
  search: Search;
  /** The open page, from 1. */
  page: number;
  /** Opens another page. */
  setPage: (page: number) => void;
  /** Searches for a text (trimmed; blank is no search), from the first page. */
  setText: (q: string) => void;
  /** Sorts the list another way (undefined: the server's default order), from the first page. */
  setSort: (sort: ListSort | undefined) => void;
}

/**
 * Reads and changes the `q`, `sort` and `page` of the list route on screen, kept in the URL so a reload or a shared
 * link shows the same list. Give it `Route.useLoaderDeps()`: the route validates its search (`validateSearch`) and
 * picks what its loader reads (`loaderDeps`); every change keeps the rest of the address.
 */
export function useListSearch<Search extends ListSearch>(search: Search): ListSearchState<Search> {
  const navigate = useNavigate();
  return useMemo(() => {
    // The route on screen (`to: '.'`, its params kept), the rest of its search kept.
    const change = (changes: ListSearch) =>
      void navigate({ to: '.', search: (previous: AppSearch) => ({ ...previous, ...changes }) });
    return {
      search,
      page: search.page ?? 1,
      setPage: (page: number) => change({ page }),
      setText: (q: string) => change({ q: q.trim() || undefined, page: undefined }),
      setSort: (sort: ListSort | undefined) => change({ sort, page: undefined }),
    };
  }, [search, navigate]);
}
