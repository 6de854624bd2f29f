/** A query option the server cannot run: answered 400, naming the option and the bad part. */
export class ODataQueryError extends Error {
  override name = 'ODataQueryError';
  constructor(
    message: string,
    readonly target: string,
    /** 400 unless the request is well formed but asks for what is not served (501). */
    readonly status: 400 | 501 = 400,
  ) {
    super(message);
  }
}
