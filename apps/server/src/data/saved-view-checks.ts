import type { Schema } from '@shop/sdk';
import type { ValidateFunction } from 'ajv';
import { HttpError } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import type { OperationId } from '../core/operation-types.js';
import { loadOpenApiDocument, type OperationParameter } from '../document/openapi-document.js';
import { requestValidators, toFieldErrors } from '../document/schema-validation.js';

/** The operation whose query a view of each list keeps. */
const LIST_OPERATIONS: { readonly [list in Schema<'SavedViewListName'>]: OperationId } = {
  orders: 'listOrders',
  items: 'listItems',
  customers: 'listCustomers',
};

/** The query parameters a view does not keep as filters: paging, and the sort it keeps on its own. */
const NOT_FILTERS = new Set(['page', 'pageSize', 'sort']);

interface ListChecks {
  filters: ValidateFunction;
  commaLists: ReadonlySet<string>;
  sort: ValidateFunction;
}

const checksByList = new Map<Schema<'SavedViewListName'>, ListChecks>();

/** The checks of a view's filters and sort: the list operation's own query schemas, as its requests are checked. */
function checksOf(list: Schema<'SavedViewListName'>): ListChecks {
  const known = checksByList.get(list);
  if (known !== undefined) return known;
  const doc = loadOpenApiDocument();
  const operation = doc.operations.find((spec) => spec.operationId === LIST_OPERATIONS[list]);
  if (operation === undefined) throw new Error(`no operation ${LIST_OPERATIONS[list]} in the document`);
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const filters = query.filter((parameter) => !NOT_FILTERS.has(parameter.name));
  const sort = query.find((parameter) => parameter.name === 'sort');
  const { text } = requestValidators(doc);
  const checks = {
    filters: text.compile(objectOf(filters)),
    commaLists: new Set(
      filters.filter((parameter) => parameter.commaList).map((parameter) => parameter.name),
    ),
    // A list without a sort (none today) takes none.
    sort: text.compile(objectOf(sort === undefined ? [] : [sort])),
  };
  checksByList.set(list, checks);
  return checks;
}

function objectOf(parameters: readonly OperationParameter[]) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
  };
}

/** A name the view's filters give twice: a list's URL carries each parameter once. */
const ONCE: Message = /*i18n*/ { id: 'savedView.filterTwice', message: 'Give this filter once' };

/**
 * Checks a view's `filters` (form-encoded, as the list's URL carries them) and `sort` as its list's operation checks
 * its query: a name that is no filter of the list, given twice, or a value it refuses, is a `400` with the field
 * messages under `filters.<name>` (and `sort`).
 */
export function checkSavedView(
  list: Schema<'SavedViewListName'>,
  filters: string | undefined,
  sort: string | undefined,
): void {
  const checks = checksOf(list);
  const fields: { [name: string]: Message } = {};
  if (filters !== undefined) {
    const asked: { [name: string]: string | string[] } = {};
    for (const [name, value] of new URLSearchParams(filters)) {
      if (Object.hasOwn(asked, name)) fields[`filters.${name}`] = ONCE;
      asked[name] = checks.commaLists.has(name) ? value.split(',') : value;
    }
    if (!checks.filters(asked)) {
      for (const [name, message] of Object.entries(toFieldErrors(checks.filters.errors).fields)) {
        fields[`filters.${name}`] = message;
      }
    }
  }
  if (sort !== undefined && sort !== '' && !checks.sort({ sort })) {
    Object.assign(fields, toFieldErrors(checks.sort.errors).fields);
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(
      400,
      /*i18n*/ { id: 'savedView.invalid', message: 'Please check the view: its list does not take these.' },
      fields,
    );
  }
}
