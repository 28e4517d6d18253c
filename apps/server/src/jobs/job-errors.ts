/** A failure that another attempt must not follow (the runner gives the job up at once). */
export class NotRetriedError extends Error {}

/** A payload that fails its schema: the job can never succeed, so it is not retried. */
export class InvalidPayloadError extends NotRetriedError {}
