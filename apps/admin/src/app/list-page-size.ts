/**
 * Rows per page of the server-paged lists (orders, customers, a customer's orders): the API's default `pageSize`,
 * sent explicitly so the pagination and the server agree.
 */
export const LIST_PAGE_SIZE = 50;
