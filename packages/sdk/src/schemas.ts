// zod/mini schemas of every request body, generated from the OpenAPI document: validate form input before sending.
export * from './generated/schemas.js';
