import { Controller, Get, Query, Redirect } from '@nestjs/common';
import { ROUTES, SIGN_IN_PAGE, withSignInTarget } from '@rl/contracts';

/**
 * The product links to /api/login to start signing in: send the browser to the sign-in page, carrying
 * the page to return to and why (only a path of this site and a known reason pass).
 */
@Controller()
export class StartSignInController {
  @Get(ROUTES.login)
  @Redirect(SIGN_IN_PAGE, 302)
  startSignIn(@Query() query: Record<string, unknown>): { url: string } {
    return { url: withSignInTarget(SIGN_IN_PAGE, { next: query.next, reason: query.reason }) };
  }
}
