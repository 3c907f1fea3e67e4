import { msg } from '@lingui/core/macro';
import { listItemSubcategoriesQuery, type ShopClient } from '@shop/sdk';
import { listItemSubcategoriesQueryOptions } from '@shop/sdk/query';
import { Link } from '@tanstack/react-router';
import type { PageSearch } from '../../app/search-params';
import { defineResource } from '../../list-screens/resource-definition';

const pageSize = listItemSubcategoriesQuery.pageSize.default;

/** The items of one subcategory (/item_subcategories/:parentID), read only like the item categories. */
export const itemSubcategories = defineResource({
  name: msg`Item Subcategory`,
  plural: msg`Item Subcategories`,
  list: (client: ShopClient, { parentId, page }: { parentId: string } & PageSearch) =>
    listItemSubcategoriesQueryOptions(client, { query: { subcategory: parentId, page, pageSize } }),
  parent: ({ parentId }) => parentId,
  pageSize,
  rowName: (row) => row.item.name,
  columns: [
    { kind: 'ref', field: 'item', header: msg`Item`, sortable: true },
    { kind: 'ref', field: 'subcategory', header: msg`Subcategory` },
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
  emptyText: msg`No item is in this subcategory.`,
});
