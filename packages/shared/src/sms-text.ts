// One import for the message tools (docs/product.md §15, docs/decisions/035-message-tools-and-search.md):
// the public tools page and the API's test mode ask the same two questions of a message, its encoding and
// parts (sms-encoding.ts) and whether it fits a DLT content template (dlt-template.ts), and get one answer.
export * from './sms-encoding';
export * from './dlt-template';
