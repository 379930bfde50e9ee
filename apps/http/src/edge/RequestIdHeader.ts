/** Every response carries `X-Request-Id` (a UUID): routes with a `request_id` in the body set the same value. */
export const REQUEST_ID_HEADER = "x-request-id"
