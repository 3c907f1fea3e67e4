import { msg } from '@lingui/core/macro';
import { listItemCategoriesQuery, type ShopClient } from '@shop/sdk';
import { listItemCategoriesQueryOptions } from '@shop/sdk/query';
import { Link } from '@tanstack/react-router';
import type { PageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';

const pageSize = listItemCategoriesQuery.pageSize.default;

/**
 * The items of one category (/item_categories/:parentID), read only: the links follow each item's category
 * choice and are not written directly (the document has no write for them).
 */
export const itemCategories = defineResource({
  name: msg`Item Category`,
  plural: msg`Item Categories`,
  list: (client: ShopClient, { parentId, page }: { parentId: string } & PageSearch) =>
    listItemCategoriesQueryOptions(client, { query: { category: parentId, page, pageSize } }),
  parent: ({ parentId }) => parentId,
  pageSize,
  rowName: (row) => row.item.name,
  columns: [
    { kind: 'ref', field: 'item', header: msg`Item`, sortable: true },
    { kind: 'ref', field: 'category', header: msg`Category` },
  ],
  links: [
    {
      label: msg`Item Assets`,
      icon: 'image',
      render: (row, link) => (
        <Link to="/item_assets_from_items/$itemID" params={{ itemID: row.item._id }} {...link} />
      ),
    },
  ],
  can: {},
  emptyText: msg`No item is in this category.`,
});
