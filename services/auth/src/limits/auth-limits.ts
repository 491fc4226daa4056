import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { TWO_FACTOR_COPY } from '@rl/contracts';
import { Limit, REQUEST_REDIS, SERVICE_ENV } from '@rl/service-kit';
import type { AuthEnv } from '../env.js';

/**
 * Sign-in and sign-up limits, shared by every auth replica through Redis (each replica's memory
 * without it). Per IP: attempts of any kind; per account: failed sign-ins, forgotten after a success.
 */
export const AUTH_LIMITS = {
  loginPerIp: { points: 30, seconds: 10 * 60, message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.' },
  /** refused: wrong passwords for one account from one address */
  failedLoginsFromAddress: { points: 10, seconds: 15 * 60, message: 'Too many failed sign-in attempts for this account from your network. Please wait 15 minutes and try again, or reset your password.' },
  /** never refused (anyone could lock the owner out): past `points`, every attempt is slowed down and the owner is mailed once */
  failedLoginsPerAccount: { points: 10, seconds: 15 * 60, message: 'Too many failed sign-in attempts for this account.' },
  /** refused: wrong second-factor codes (TOTP or recovery) for one account, from anywhere; forgotten after a right one */
  secondFactorPerAccount: { points: 5, seconds: 15 * 60, message: TWO_FACTOR_COPY.tooManyFailures },
  registerPerIp: { points: 10, seconds: 60 * 60, message: 'Too many accounts created from your network. Please try again later.' },
  forgotPerIp: { points: 10, seconds: 60 * 60, message: 'Too many password reset requests from your network. Please try again later.' },
  forgotPerEmail: { points: 3, seconds: 60 * 60, message: 'We already sent several reset links to this address. Please check your inbox and spam folder, or try again in an hour.' },
  mailsPerUser: { points: 5, seconds: 60 * 60, message: 'We already sent you several links. Please check your inbox and spam folder, or try again in an hour.' },
} as const;

@Injectable()
export class AuthLimits {
  readonly loginPerIp: Limit;
  readonly failedLoginsFromAddress: Limit;
  readonly failedLoginsPerAccount: Limit;
  readonly secondFactorPerAccount: Limit;
  readonly registerPerIp: Limit;
  readonly forgotPerIp: Limit;
  readonly forgotPerEmail: Limit;
  /** verification and change-of-address links a signed-in user asks for */
  readonly mailsPerUser: Limit;

  constructor(@Inject(REQUEST_REDIS) redis: Redis | null, @Inject(SERVICE_ENV) env: AuthEnv) {
    this.loginPerIp = new Limit('login-ip', AUTH_LIMITS.loginPerIp, redis, env);
    this.failedLoginsFromAddress = new Limit('login-account-ip', AUTH_LIMITS.failedLoginsFromAddress, redis, env);
    this.failedLoginsPerAccount = new Limit('login-account', AUTH_LIMITS.failedLoginsPerAccount, redis, env);
    this.secondFactorPerAccount = new Limit('second-factor-account', AUTH_LIMITS.secondFactorPerAccount, redis, env);
    this.registerPerIp = new Limit('register-ip', AUTH_LIMITS.registerPerIp, redis, env);
    this.forgotPerIp = new Limit('forgot-ip', AUTH_LIMITS.forgotPerIp, redis, env);
    this.forgotPerEmail = new Limit('forgot-email', AUTH_LIMITS.forgotPerEmail, redis, env);
    this.mailsPerUser = new Limit('mails-user', AUTH_LIMITS.mailsPerUser, redis, env);
  }
}

/** The account key of a sign-in: the email as the user table stores it. */
export const accountKey = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * How long a sign-in to an account waits once the account has `failures` wrong passwords in the window from
 * anywhere: nothing below the threshold, then one more second per failure up to ten. The right password still
 * gets in, only later; a guesser spread over many addresses gets very few tries.
 */
export function signInDelayMs(failures: number): number {
  const over = failures - AUTH_LIMITS.failedLoginsPerAccount.points;
  return over < 0 ? 0 : Math.min(10_000, 1000 * (over + 1));
}
