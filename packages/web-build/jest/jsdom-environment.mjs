// jsdom without the Fetch API classes breaks react-router's data router (it builds a Request per
// navigation). Expose Node's Request/Response/Headers, and Node's AbortController so the signals
// they are given are of the kind they accept. fetch itself stays undefined: tests mock it.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
