import { z } from 'zod';
import { SESSION_PROBE_HEADER } from '../session-probe.js';
import { API, ROUTES, openApiPath } from '../routes/index.js';
import { ApiErrorSchema } from '../errors.js';
import {
  AccountMessageSchema, EndedSessionsSchema, REAUTHENTICATION, ReauthenticateBodySchema, ReauthenticatedSchema, SessionIdParamSchema, SessionListSchema, UserIdParamSchema, ChangeEmailBodySchema, ChangePasswordBodySchema, DeleteAccountBodySchema, ForgotPasswordBodySchema,
  ResetPasswordBodySchema, UpdateProfileBodySchema, VerifyEmailBodySchema,
} from '../account.js';
import { LoginBodySchema, RegisterBodySchema, UserSchema } from '../user.js';
import {
  ConfirmTotpBodySchema, PasskeyAddedSchema, PasskeyOptionsSchema, RecoveryCodesSchema, RegisterPasskeyBodySchema, SecondFactorBodySchema,
  SIGN_IN_STEP_MINUTES, SignInChallengeSchema, TotpEnabledSchema, TotpSetupSchema, TwoFactorStatusSchema,
} from '../two-factor.js';
import { StaffLogQuerySchema, StaffLogResponseSchema } from '../staff-log.js';
import { PublicVehicleDetailSchema, PublicVehicleSchema, VehicleSchema, ListingInputSchema } from '../vehicle.js';
import { SearchQuerySchema, SearchResponseSchema } from '../search.js';
import { SoldQuerySchema, SoldResultsSchema } from '../sale-results.js';
import { ValuationRequestSchema, ValuationSchema } from '../valuations.js';
import { ListingPerformanceSchema, SellerSummarySettingSchema } from '../listing-performance.js';
import {
  CancelViewingSchema, DeskViewingsQuerySchema, DeskViewingsSchema, LeadViewingsSchema, ScheduleViewingSchema, UpdateViewingSchema, ViewingSchema,
} from '../viewings.js';
import { ContactMessageSchema, InquirySchema } from '../contact.js';
import {
  AdminFeaturedUpdateSchema, AdminInquiryUpdateSchema, AdminVehicleListQuerySchema, AdminVehicleListResponseSchema,
  HistoryResponseSchema, InquiryListQuerySchema, InquiryListResponseSchema, PendingListQuerySchema,
  PendingListResponseSchema, StatsSchema, StatusUpdateResultSchema, StatusUpdateSchema,
} from '../admin.js';
import { UploadedImageSchema } from '../media.js';
import {
  ApproveRevisionSchema, OwnerVehicleSchema, PendingRevisionListSchema, PendingRevisionQuerySchema, RejectRevisionSchema,
  RevisionDecisionResultSchema,
} from '../revisions.js';
import { PhotoChecksBodySchema, PhotoChecksResponseSchema } from '../photo-checks.js';
import { TimelineSchema } from '../listing-timeline.js';
import {
  CreateSavedSearchSchema, MergeSavedVehiclesSchema, SavedSearchListSchema, SavedSearchSchema, SavedVehicleIdsSchema,
  UnsubscribeQuerySchema, UnsubscribeResultSchema, UnsubscribeSchema, UpdateSavedSearchSchema,
} from '../saved-searches.js';
import { StaffAccountSchema, StaffAccountsResponseSchema, StaffInviteBodySchema, StaffRoleBodySchema } from '../staff-management.js';
import {
  BuyerThreadSchema, BuyerThreadsResponseSchema, ConversationMessageSchema, ConversationReplySchema, DeskLeadsQuerySchema,
  DeskLeadsResponseSchema, LeadDetailSchema, LinkReplySchema, SellerAssociatesSchema, ThreadTokenQuerySchema,
  AssignmentResultSchema, AssociateChangeSchema, DeskAssignmentsSchema, LeadNoteBodySchema, LeadNoteSchema, UnreadCountSchema, DeskSellerThreadSchema, SellerMessageSchema, SellerThreadsResponseSchema,
} from '../sales.js';
import { StillAvailableResultSchema, StillAvailableSchema } from '../listing-freshness.js';
import { StageMoveSchema } from '../lead-stages.js';
import {
  DeskBoardQuerySchema, DeskBoardSchema, DeskOfferActionSchema, LeadPipelineSchema, LinkOfferAnswerSchema, LinkOfferSchema, MinimumPriceSchema,
  NewDepositSchema, NewOfferSchema, NewSaleSchema, OfferSchema, OfferTokenQuerySchema, SellerOfferAnswerSchema, SellerOfferSchema,
  SellerOffersSchema, StopSuggestionsSchema,
} from '../offers.js';
import { SellerPipelineSchema, TeamStatsQuerySchema, TeamStatsSchema } from '../team-view.js';
import {
  CatalogMakesResponseSchema, CatalogModelsQuerySchema, CatalogModelsResponseSchema, CatalogTrimsQuerySchema,
  CatalogTrimsResponseSchema, FeaturesGenerateBodySchema, FeaturesGenerateResponseSchema, SpecsGenerateBodySchema,
  SpecsGenerateResponseSchema, VinDecodeResponseSchema,
} from '../enrichment.js';

/**
 * The public API, one entry per operation: the input of the OpenAPI builder (`build-openapi.ts`).
 * Request bodies and queries are the very schema objects the controllers validate with
 * (`@Body({ schema })`, `@Query({ schema })`); a test checks that they stay so.
 */

export type ServiceName = 'auth' | 'listings' | 'moderation' | 'media' | 'enrichment' | 'sales';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * `anonymous`: anyone; `user`: a signed-in user (401 otherwise); `admin`: an admin (401/403 otherwise);
 * `desk`: an associate or an admin; `moderation`: a moderator or an admin (contracts STAFF_ACCESS)
 */
export type AuthRequirement = 'anonymous' | 'user' | 'admin' | 'desk' | 'moderation';

export interface ResponseSpec {
  description: string;
  /** JSON body; absent for answers without one (204, redirects) */
  schema?: z.ZodType;
  headers?: Record<string, string>;
}

export interface Operation {
  service: ServiceName;
  method: HttpMethod;
  /** OpenAPI path template (`/api/vehicles/{id}`) */
  path: string;
  operationId: string;
  summary: string;
  auth: AuthRequirement;
  pathParams?: Record<string, { description: string; schema: z.ZodType }>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** request body media type (default application/json) */
  bodyType?: 'application/json' | 'multipart/form-data';
  responses: Record<number, ResponseSpec>;
}

/** `{ statusCode, error, message, fields?, requestId? }`: every error answer of every service. */
export const ERROR_SCHEMA = ApiErrorSchema;

/** Answer shapes shared by several operations: listed once under `components.schemas` and referenced. */
export const NAMED_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  User: UserSchema,
  Vehicle: VehicleSchema,
  PublicVehicle: PublicVehicleSchema,
  PublicVehicleDetail: PublicVehicleDetailSchema,
  Inquiry: InquirySchema,
  UploadedImage: UploadedImageSchema,
};

const id = { description: 'numeric id', schema: z.string().regex(/^\d{1,9}$/) };
const staffId = { description: 'a staff account id (uuid)', schema: z.uuid() };
const ok = (schema: z.ZodType, description = 'OK'): ResponseSpec => ({ description, schema });
const ListOf = (s: z.ZodType) => z.array(s);

/** Query of the landing strips (`/api/vehicles/recent`, `/featured`): the listings controller's own schema. */
export const BrowseLimitQueryDoc = z.strictObject({ limit: z.string().regex(/^\d{1,3}$/).optional().describe('1..48, default 12') });
/** Query of `GET /api/vehicles?ids=`: the listings controller's own schema. */
export const ByIdsQueryDoc = z.strictObject({ ids: z.string().regex(/^\d{1,9}(,\d{1,9})*$/).describe('comma-separated listing ids, at most 50') });
export const SignInStartQueryDoc = z.object({
  next: z.string().optional().describe('the page to return to after signing in (a path of this site; anything else is dropped)'),
  reason: z.string().optional().describe('why signing in is needed (a known reason; anything else is dropped)'),
});
export const ImageUploadDoc = z.object({ file: z.string().describe('the image file (JPEG, PNG or WebP, at most 10 MB)') });

export const OPERATIONS: readonly Operation[] = [
  // auth
  { service: 'auth', method: 'post', path: API.login, operationId: 'login', summary: 'Sign in (sets the session cookie). An account with two-factor sign-in (every member of staff) answers 202: POST a code to /api/login/second-factor next, or (staff without a second factor) enrol one through /api/account/two-factor/totp/setup and /api/account/two-factor/totp', auth: 'anonymous',
    body: LoginBodySchema, responses: {
      200: ok(UserSchema, 'the signed-in user'),
      202: ok(SignInChallengeSchema, `the password is right; the session is not signed in until the second step (within ${SIGN_IN_STEP_MINUTES} minutes): \`next\` is \`second-factor\` (send a code) or \`enrol\` (staff: set up TOTP first)`),
      401: { description: 'wrong email or password' }, 429: { description: 'too many sign-ins' },
    } },
  { service: 'auth', method: 'post', path: API.signInSecondFactor, operationId: 'signInSecondFactor', summary: 'The second step of signing in: `{ code }` (6 digits from the authenticator app, RFC 6238, 30 s step, one step of drift, each code once), `{ passkey }` (the browser\'s WebAuthn answer to POST /api/login/passkey/options) or `{ recoveryCode }` (each once)', auth: 'anonymous',
    body: SecondFactorBodySchema, responses: { 200: ok(UserSchema, 'the signed-in user'), 401: { description: 'no password step in this session (or it expired), or the code is wrong or used (names the field)' }, 429: { description: 'too many wrong codes for this account (5 per 15 minutes)' } } },
  { service: 'auth', method: 'post', path: API.signInPasskeyOptions, operationId: 'signInPasskeyOptions', summary: 'After the password\'s 202 `second-factor`: WebAuthn options for signing with one of the account\'s passkeys (for `startAuthentication` of @simplewebauthn/browser); the challenge works once, within 5 minutes', auth: 'anonymous',
    responses: { 200: ok(PasskeyOptionsSchema), 401: { description: 'no password step in this session (or it expired)' }, 409: { description: 'the account has no passkey' } } },
  { service: 'auth', method: 'post', path: API.passkeyOptions, operationId: 'passkeyRegistrationOptions', summary: 'WebAuthn options for creating a passkey for my account (for `startRegistration` of @simplewebauthn/browser; a recent sign-in needed); the challenge works once, within 5 minutes', auth: 'user',
    responses: { 200: ok(PasskeyOptionsSchema), 403: { description: `${REAUTHENTICATION.error}` } } },
  { service: 'auth', method: 'post', path: API.passkeys, operationId: 'addPasskey', summary: 'Keep the passkey the browser created from those options; from now on it signs in as a second factor. The account\'s first second factor comes with ten recovery codes (shown once); other sessions are signed out', auth: 'user',
    body: RegisterPasskeyBodySchema, responses: { 201: ok(PasskeyAddedSchema), 400: { description: 'the answer does not verify (names `response`)' }, 403: { description: `${REAUTHENTICATION.error}` } } },
  { service: 'auth', method: 'delete', path: openApiPath(ROUTES.passkey), operationId: 'removePasskey', summary: 'Remove one of my passkeys (a recent sign-in needed); answers my second factors', auth: 'user',
    responses: { 200: ok(TwoFactorStatusSchema), 403: { description: `${REAUTHENTICATION.error}` }, 404: { description: 'no such passkey of mine' } } },
  { service: 'auth', method: 'get', path: API.twoFactor, operationId: 'twoFactorStatus', summary: 'My second factors: TOTP on, recovery codes left, whether I must keep one (staff)', auth: 'user',
    responses: { 200: ok(TwoFactorStatusSchema) } },
  { service: 'auth', method: 'post', path: API.totpSetup, operationId: 'setUpTotp', summary: 'A new TOTP secret with its otpauth URI and QR code (not active until confirmed). For a signed-in user with a recent sign-in, or staff enrolling during sign-in (after the 202 `enrol`)', auth: 'anonymous',
    responses: { 200: ok(TotpSetupSchema), 401: { description: 'not signed in and no sign-in waiting for enrolment' }, 403: { description: `${REAUTHENTICATION.error}: no sign-in within ${REAUTHENTICATION.windowMinutes} minutes` } } },
  { service: 'auth', method: 'post', path: API.totp, operationId: 'turnOnTotp', summary: 'Turn on the TOTP secret just set up, proven by a code; replaces an older one. Answers ten recovery codes, shown once; staff enrolling during sign-in are signed in by it; other sessions are signed out', auth: 'anonymous',
    body: ConfirmTotpBodySchema, responses: { 200: ok(TotpEnabledSchema), 401: { description: 'wrong code (names the field), or nobody to enrol' }, 403: { description: `${REAUTHENTICATION.error}` }, 409: { description: 'no secret set up in this session' }, 429: { description: 'too many wrong codes' } } },
  { service: 'auth', method: 'delete', path: API.totp, operationId: 'turnOffTotp', summary: 'Turn two-factor sign-in off (a recent sign-in needed; staff cannot)', auth: 'user',
    responses: { 200: ok(TwoFactorStatusSchema), 403: { description: `${REAUTHENTICATION.error}` }, 409: { description: 'staff must keep a second factor' } } },
  { service: 'auth', method: 'post', path: API.recoveryCodes, operationId: 'newRecoveryCodes', summary: 'Ten new recovery codes, shown once; the old ones stop working (a recent sign-in needed)', auth: 'user',
    responses: { 200: ok(RecoveryCodesSchema), 403: { description: `${REAUTHENTICATION.error}` }, 409: { description: 'two-factor sign-in is off' } } },
  { service: 'auth', method: 'get', path: API.staffLog, operationId: 'staffLog', summary: 'The staff action log, newest first, filtered by actor (id or part of the email), action (prefix), object and time', auth: 'admin',
    query: StaffLogQuerySchema, responses: { 200: ok(StaffLogResponseSchema) } },
  { service: 'auth', method: 'get', path: API.staffLogExport, operationId: 'exportStaffLog', summary: 'The staff action log for the same filter as a JSON Lines download (one StaffAction per line)', auth: 'admin',
    query: StaffLogQuerySchema, responses: { 200: { description: 'application/x-ndjson, Content-Disposition: attachment' } } },
  { service: 'auth', method: 'get', path: API.login, operationId: 'startSignIn', summary: 'Start signing in: redirect to the sign-in page with the page to return to', auth: 'anonymous',
    query: SignInStartQueryDoc, responses: { 302: { description: 'to /auth, carrying `next` (a path of this site) and `reason` (a known reason) when valid', headers: { Location: 'the sign-in page' } } } },
  { service: 'auth', method: 'post', path: API.register, operationId: 'register', summary: 'Create an account and sign in', auth: 'anonymous',
    body: RegisterBodySchema, responses: { 201: ok(UserSchema, 'the new user'), 409: { description: 'email already registered' }, 429: { description: 'too many sign-ups' } } },
  { service: 'auth', method: 'post', path: API.logout, operationId: 'logout', summary: 'Sign out (ends the session)', auth: 'anonymous',
    responses: { 204: { description: 'signed out' } } },
  { service: 'auth', method: 'get', path: API.user, operationId: 'currentUser', summary: 'The signed-in user', auth: 'user',
    responses: { 200: ok(UserSchema), 204: { description: `nobody signed in, asked with the header ${SESSION_PROBE_HEADER}: 1 (the pages' session probe; without it, 401)` } } },
  { service: 'auth', method: 'get', path: API.account, operationId: 'account', summary: 'My account (the signed-in user)', auth: 'user',
    responses: { 200: ok(UserSchema) } },
  { service: 'auth', method: 'patch', path: API.account, operationId: 'updateProfile', summary: 'Change my name', auth: 'user',
    body: UpdateProfileBodySchema, responses: { 200: ok(UserSchema) } },
  { service: 'auth', method: 'post', path: API.changeEmail, operationId: 'changeEmail', summary: 'Change my email: a link goes to the new address, the change happens when it is opened', auth: 'user',
    body: ChangeEmailBodySchema, responses: { 202: ok(AccountMessageSchema), 409: { description: 'another account has this email' }, 429: { description: 'too many links asked for' } } },
  { service: 'auth', method: 'post', path: API.changePassword, operationId: 'changePassword', summary: 'Change my password (current one required; other sessions signed out)', auth: 'user',
    body: ChangePasswordBodySchema, responses: { 200: ok(AccountMessageSchema) } },
  { service: 'auth', method: 'post', path: API.verifyEmail, operationId: 'verifyEmail', summary: 'Open a mailed link: verify my email, or confirm a new one', auth: 'anonymous',
    body: VerifyEmailBodySchema, responses: { 200: ok(UserSchema), 409: { description: 'another account took the new address meanwhile' } } },
  { service: 'auth', method: 'post', path: API.resendVerification, operationId: 'resendVerification', summary: 'Mail me a new verification link', auth: 'user',
    responses: { 202: ok(AccountMessageSchema), 429: { description: 'too many links asked for' } } },
  { service: 'auth', method: 'get', path: API.exportData, operationId: 'exportData', summary: 'Download my data (account, listings, inquiries sent, saved searches) as JSON', auth: 'user',
    responses: { 200: { description: 'a JSON file (Content-Disposition: attachment)' }, 403: { description: `${REAUTHENTICATION.error}: no sign-in within ${REAUTHENTICATION.windowMinutes} minutes` }, 503: { description: 'listings unreachable' } } },
  { service: 'auth', method: 'post', path: API.deleteAccount, operationId: 'deleteAccount', summary: 'Delete my account (password required): listings taken down, personal data erased', auth: 'user',
    body: DeleteAccountBodySchema, responses: { 204: { description: 'deleted and signed out' }, 503: { description: 'listings unreachable: nothing deleted' } } },
  { service: 'auth', method: 'post', path: API.reauthenticate, operationId: 'reauthenticate', summary: `Confirm my password again: actions that need a recent sign-in (within ${REAUTHENTICATION.windowMinutes} minutes) answer 403 "${REAUTHENTICATION.error}" until then`, auth: 'user',
    body: ReauthenticateBodySchema, responses: { 200: ok(ReauthenticatedSchema), 400: { description: 'wrong password (names `password`), or (two-factor sign-in on) neither a code nor a passkey: names `code` and/or `passkey`, the factors the account has' }, 401: { description: 'wrong or used code or passkey answer (names the field)' }, 429: { description: 'too many attempts' } } },
  { service: 'auth', method: 'post', path: API.reauthenticatePasskeyOptions, operationId: 'reauthenticatePasskeyOptions', summary: 'WebAuthn options for confirming it is me with one of my passkeys (for `startAuthentication` of @simplewebauthn/browser); the answer goes to POST /api/account/reauthenticate `{ password, passkey }`; the challenge works once, within 5 minutes', auth: 'user',
    responses: { 200: ok(PasskeyOptionsSchema), 409: { description: 'the account has no passkey' } } },
  { service: 'auth', method: 'get', path: API.accountSessions, operationId: 'listSessions', summary: 'Where I am signed in: browser, address, signed in, last seen', auth: 'user',
    responses: { 200: ok(SessionListSchema) } },
  { service: 'auth', method: 'delete', path: API.accountSessions, operationId: 'endOtherSessions', summary: 'Sign out everywhere but here', auth: 'user',
    responses: { 200: ok(EndedSessionsSchema) } },
  { service: 'auth', method: 'delete', path: openApiPath(ROUTES.accountSession), operationId: 'endSession', summary: 'Sign out one of my other sessions', auth: 'user',
    pathParams: { id: { description: 'a session id from the list', schema: SessionIdParamSchema } },
    responses: { 200: ok(EndedSessionsSchema), 404: { description: 'no such session of mine' }, 409: { description: 'this session: sign out instead' } } },
  { service: 'auth', method: 'delete', path: openApiPath(ROUTES.userSessions), operationId: 'endUserSessions', summary: 'Sign a user out everywhere (admins)', auth: 'admin',
    pathParams: { id: { description: 'the user id', schema: UserIdParamSchema } },
    responses: { 200: ok(EndedSessionsSchema), 404: { description: 'no such user' } } },
  { service: 'auth', method: 'post', path: API.forgotPassword, operationId: 'forgotPassword', summary: 'Mail a password reset link (the same answer for unknown addresses)', auth: 'anonymous',
    body: ForgotPasswordBodySchema, responses: { 202: ok(AccountMessageSchema), 429: { description: 'too many requests' } } },
  { service: 'auth', method: 'post', path: API.resetPassword, operationId: 'resetPassword', summary: 'Set a new password with a mailed link (every session signed out)', auth: 'anonymous',
    body: ResetPasswordBodySchema, responses: { 200: ok(AccountMessageSchema) } },
  { service: 'auth', method: 'get', path: API.staffAccounts, operationId: 'staffAccounts', summary: 'Every member of staff (active, invited, deactivated)', auth: 'admin',
    responses: { 200: ok(StaffAccountsResponseSchema) } },
  { service: 'auth', method: 'post', path: API.staffInvitations, operationId: 'inviteStaff', summary: 'Invite a member of staff (a mail with a one-time link to set a password, valid 72 hours)', auth: 'admin',
    body: StaffInviteBodySchema, responses: { 201: ok(StaffAccountSchema), 409: { description: 'the address belongs to a customer or an active member of staff' } } },
  { service: 'auth', method: 'patch', path: openApiPath(ROUTES.staffMember), operationId: 'changeStaffRole', summary: 'Change a member of staff\'s role', auth: 'admin',
    pathParams: { id: staffId }, body: StaffRoleBodySchema, responses: { 200: ok(StaffAccountSchema), 404: { description: 'no member of staff has this id' }, 409: { description: 'the account is deactivated' } } },
  { service: 'auth', method: 'post', path: openApiPath(ROUTES.staffDeactivate), operationId: 'deactivateStaff', summary: 'Deactivate a member of staff: their sessions end at once, their open leads go to other associates', auth: 'admin',
    pathParams: { id: staffId }, responses: { 200: ok(StaffAccountSchema), 404: { description: 'no member of staff has this id' } } },

  // listings
  { service: 'listings', method: 'get', path: API.vehiclesSearch, operationId: 'searchVehicles', summary: 'Search approved listings', auth: 'anonymous',
    query: SearchQuerySchema, responses: { 200: ok(SearchResponseSchema) } },
  { service: 'listings', method: 'get', path: API.vehiclesSold, operationId: 'soldVehicles',
    summary: 'Recent sale results (the /sold page): final prices where the seller agreed, by make and model', auth: 'anonymous',
    query: SoldQuerySchema, responses: { 200: ok(SoldResultsSchema) } },
  { service: 'listings', method: 'post', path: API.valuations, operationId: 'valueVehicle',
    summary: 'Instant valuation: the estimated market range of a car from comparable listings and recorded sales (with a price: the rating it would get)', auth: 'anonymous',
    body: ValuationRequestSchema, responses: { 200: ok(ValuationSchema), 400: { description: 'unknown make/model combination, impossible mileage or unknown ZIP code (the field is named)' }, 429: { description: 'too many lookups' } } },
  { service: 'listings', method: 'get', path: API.vehiclesRecent, operationId: 'recentVehicles', summary: 'Latest approved listings', auth: 'anonymous',
    query: BrowseLimitQueryDoc, responses: { 200: ok(ListOf(PublicVehicleSchema)) } },
  { service: 'listings', method: 'get', path: API.vehiclesFeatured, operationId: 'featuredVehicles', summary: 'Latest featured listings', auth: 'anonymous',
    query: BrowseLimitQueryDoc, responses: { 200: ok(ListOf(PublicVehicleSchema)) } },
  { service: 'listings', method: 'get', path: API.vehicles, operationId: 'vehiclesByIds', summary: 'Public listings by id, in the order given', auth: 'anonymous',
    query: ByIdsQueryDoc, responses: { 200: ok(ListOf(PublicVehicleSchema)) } },
  { service: 'listings', method: 'post', path: API.vehicles, operationId: 'createListing', summary: 'Create a listing (pending review)', auth: 'user',
    body: ListingInputSchema, responses: { 201: ok(VehicleSchema, 'the new listing'), 429: { description: 'too many new listings' } } },
  { service: 'listings', method: 'get', path: openApiPath(ROUTES.vehicle), operationId: 'vehicleDetail', summary: 'A listing (public, or any status for its seller and admins)', auth: 'anonymous',
    pathParams: { id }, responses: { 200: ok(z.union([PublicVehicleDetailSchema, OwnerVehicleSchema])), 404: { description: 'no such public listing' } } },
  { service: 'listings', method: 'put', path: openApiPath(ROUTES.vehicle), operationId: 'editListing',
    summary: 'Edit one of my listings (a live one stays live: the changes wait for review as a revision; a lower price and recent services apply at once)', auth: 'user',
    pathParams: { id }, body: ListingInputSchema, responses: { 200: ok(OwnerVehicleSchema), 404: { description: 'not found or not yours' }, 409: { description: 'sold or expired: cannot be edited' } } },
  { service: 'listings', method: 'delete', path: openApiPath(ROUTES.vehicle), operationId: 'deleteListing', summary: 'Delete one of my listings (admins: any)', auth: 'user',
    pathParams: { id }, responses: { 204: { description: 'deleted' }, 404: { description: 'not found or not yours' } } },
  { service: 'listings', method: 'get', path: API.userVehicles, operationId: 'myListings', summary: 'My listings, every status, each with its latest revision', auth: 'user',
    responses: { 200: ok(ListOf(OwnerVehicleSchema)) } },
  { service: 'listings', method: 'post', path: API.contact, operationId: 'contact', summary: 'Message the sales team (about a listing or in general)', auth: 'anonymous',
    body: ContactMessageSchema, responses: { 201: ok(InquirySchema), 429: { description: 'too many messages' } } },
  { service: 'listings', method: 'get', path: API.savedSearches, operationId: 'listSavedSearches', summary: 'My saved searches, newest first', auth: 'user',
    responses: { 200: ok(SavedSearchListSchema) } },
  { service: 'listings', method: 'post', path: API.savedSearches, operationId: 'saveSearch', summary: 'Save a search (its filters, a name, instant or daily email alerts)', auth: 'user',
    body: CreateSavedSearchSchema, responses: { 201: ok(SavedSearchSchema), 200: ok(SavedSearchSchema, 'the same search was already saved: that saved search'), 409: { description: 'at most 25 saved searches' } } },
  { service: 'listings', method: 'patch', path: openApiPath(ROUTES.savedSearch), operationId: 'changeSavedSearch', summary: 'Rename, pause or resume one of my saved searches, or change its alerts', auth: 'user',
    pathParams: { id }, body: UpdateSavedSearchSchema, responses: { 200: ok(SavedSearchSchema), 404: { description: 'not found or not yours' } } },
  { service: 'listings', method: 'delete', path: openApiPath(ROUTES.savedSearch), operationId: 'deleteSavedSearch', summary: 'Delete one of my saved searches', auth: 'user',
    pathParams: { id }, responses: { 204: { description: 'deleted' }, 404: { description: 'not found or not yours' } } },
  { service: 'listings', method: 'get', path: API.savedVehicles, operationId: 'listSavedVehicles', summary: 'Ids of my saved vehicles, newest first', auth: 'user',
    responses: { 200: ok(SavedVehicleIdsSchema) } },
  { service: 'listings', method: 'post', path: API.savedVehiclesMerge, operationId: 'mergeSavedVehicles', summary: 'Add the browser\'s saved vehicles to mine (at sign-in); answers the union', auth: 'user',
    body: MergeSavedVehiclesSchema, responses: { 200: ok(SavedVehicleIdsSchema) } },
  { service: 'listings', method: 'put', path: openApiPath(ROUTES.savedVehicle), operationId: 'saveVehicle', summary: 'Save a public listing (price-drop alerts follow it)', auth: 'user',
    pathParams: { id }, responses: { 200: ok(SavedVehicleIdsSchema), 404: { description: 'no such public listing' }, 409: { description: 'at most 500 saved vehicles' } } },
  { service: 'listings', method: 'delete', path: openApiPath(ROUTES.savedVehicle), operationId: 'unsaveVehicle', summary: 'Remove a listing from my saved vehicles', auth: 'user',
    pathParams: { id }, responses: { 200: ok(SavedVehicleIdsSchema) } },
  { service: 'listings', method: 'post', path: API.alertsUnsubscribe, operationId: 'unsubscribeAlerts', summary: 'Stop an alert with the token of its mail (JSON body, or RFC 8058 one-click POST with ?token=)', auth: 'anonymous',
    query: UnsubscribeQuerySchema, body: UnsubscribeSchema, responses: { 200: ok(UnsubscribeResultSchema), 400: { description: 'the token is not valid (field token)' } } },
  { service: 'listings', method: 'get', path: openApiPath(ROUTES.vehiclePerformance), operationId: 'listingPerformance', summary: 'How one of my listings is doing: per day over the last 30 days, times shown in search results, detail views, saves and inquiries, the medians of comparable live listings (same make and model) and the likely reasons it is held back', auth: 'user',
    pathParams: { id }, responses: { 200: ok(ListingPerformanceSchema), 403: { description: 'not your listing' }, 404: { description: 'no such listing' } } },
  { service: 'listings', method: 'get', path: API.sellerSummaryMail, operationId: 'sellerSummarySetting', summary: 'Whether I get the weekly summary mail of my live listings', auth: 'user',
    responses: { 200: ok(SellerSummarySettingSchema) } },
  { service: 'listings', method: 'put', path: API.sellerSummaryMail, operationId: 'changeSellerSummarySetting', summary: 'Turn the weekly summary mail of my live listings on or off', auth: 'user',
    body: SellerSummarySettingSchema, responses: { 200: ok(SellerSummarySettingSchema), 400: { description: 'weeklySummary is not true or false' } } },
  { service: 'listings', method: 'post', path: openApiPath(ROUTES.renewListing), operationId: 'renewListing', summary: 'Keep one of my listings on sale: renew an expired one, or confirm an active one is still available (a new 90-day period)', auth: 'user',
    pathParams: { id }, responses: { 200: ok(VehicleSchema), 403: { description: 'not your listing' }, 404: { description: 'no such listing' }, 409: { description: 'neither active nor expired' } } },
  { service: 'listings', method: 'post', path: openApiPath(ROUTES.markSold), operationId: 'markSold', summary: 'Mark one of my listings as sold (shown as sold for 30 days, then off public pages)', auth: 'user',
    pathParams: { id }, responses: { 200: ok(VehicleSchema), 403: { description: 'not your listing' }, 404: { description: 'no such listing' }, 409: { description: 'neither active nor expired' } } },
  { service: 'listings', method: 'post', path: API.stillAvailable, operationId: 'confirmStillAvailable', summary: 'The expiry reminder\'s one-click link: confirm the listing is still available (renews it if it just expired)', auth: 'anonymous',
    body: StillAvailableSchema, responses: { 200: ok(StillAvailableResultSchema), 400: { description: 'the token is not valid or its listing was deleted (field token)' }, 409: { description: 'the listing is sold or changed since the mail' } } },

  // moderation
  { service: 'moderation', method: 'get', path: API.adminPending, operationId: 'pendingListings', summary: 'Listings awaiting review, oldest first, with automated checks; filtered by their results with checks=', auth: 'moderation',
    query: PendingListQuerySchema, responses: { 200: ok(PendingListResponseSchema) } },
  { service: 'moderation', method: 'get', path: API.adminVehicles, operationId: 'adminListVehicles', summary: 'Every listing, filtered and paged', auth: 'moderation',
    query: AdminVehicleListQuerySchema, responses: { 200: ok(AdminVehicleListResponseSchema) } },
  { service: 'moderation', method: 'patch', path: openApiPath(ROUTES.adminStatus), operationId: 'changeStatus', summary: 'Approve, reject, request changes (notes required in reason) or withdraw a listing', auth: 'moderation',
    pathParams: { id }, body: StatusUpdateSchema, responses: { 200: ok(StatusUpdateResultSchema), 202: ok(StatusUpdateResultSchema, 'decision recorded, delivery to listings queued'), 404: { description: 'no such listing' } } },
  { service: 'moderation', method: 'patch', path: openApiPath(ROUTES.adminFeatured), operationId: 'setFeatured', summary: 'Feature or unfeature a listing', auth: 'moderation',
    pathParams: { id }, body: AdminFeaturedUpdateSchema, responses: { 200: ok(VehicleSchema), 404: { description: 'no such listing' } } },
  { service: 'moderation', method: 'get', path: openApiPath(ROUTES.adminHistory), operationId: 'decisionHistory', summary: 'Moderation decisions on a listing', auth: 'moderation',
    pathParams: { id }, responses: { 200: ok(HistoryResponseSchema), 404: { description: 'no such listing' } } },
  { service: 'moderation', method: 'get', path: openApiPath(ROUTES.adminTimeline), operationId: 'listingTimeline', summary: 'Every step of a listing: the seller\'s, the system\'s and the moderators\' decisions with notes', auth: 'moderation',
    pathParams: { id }, responses: { 200: ok(TimelineSchema), 404: { description: 'no such listing' } } },
  { service: 'moderation', method: 'get', path: API.adminStats, operationId: 'adminStats', summary: 'Counts by status and price figures', auth: 'moderation',
    responses: { 200: ok(StatsSchema) } },
  { service: 'moderation', method: 'get', path: API.adminRevisions, operationId: 'pendingRevisions', summary: 'Sellers\' changes to live listings waiting for review, oldest first, with a field-by-field diff', auth: 'moderation',
    query: PendingRevisionQuerySchema, responses: { 200: ok(PendingRevisionListSchema), 503: { description: 'the listings service is unavailable' } } },
  { service: 'moderation', method: 'post', path: openApiPath(ROUTES.adminRevisionApprove), operationId: 'approveRevision', summary: 'Publish a seller\'s changes to a live listing', auth: 'moderation',
    pathParams: { id }, body: ApproveRevisionSchema, responses: {
      200: ok(RevisionDecisionResultSchema), 202: ok(RevisionDecisionResultSchema, 'decision recorded, delivery to listings queued'),
      404: { description: 'no such revision' }, 409: { description: 'the changes no longer wait, or the listing changed since it was reviewed' },
    } },
  { service: 'moderation', method: 'post', path: openApiPath(ROUTES.adminRevisionReject), operationId: 'rejectRevision', summary: 'Reject a seller\'s changes (the live version stays); the reason reaches the seller', auth: 'moderation',
    pathParams: { id }, body: RejectRevisionSchema, responses: {
      200: ok(RevisionDecisionResultSchema), 202: ok(RevisionDecisionResultSchema, 'decision recorded, delivery to listings queued'),
      404: { description: 'no such revision' }, 409: { description: 'the changes no longer wait, or the listing changed since it was reviewed' },
    } },
  { service: 'moderation', method: 'get', path: API.adminInquiries, operationId: 'listInquiries', summary: 'Messages to the sales team', auth: 'desk',
    query: InquiryListQuerySchema, responses: { 200: ok(InquiryListResponseSchema) } },
  { service: 'moderation', method: 'patch', path: openApiPath(ROUTES.adminInquiry), operationId: 'handleInquiry', summary: 'Mark a message handled or open', auth: 'desk',
    pathParams: { id }, body: AdminInquiryUpdateSchema, responses: { 200: ok(InquirySchema), 404: { description: 'no such message' } } },

  // sales
  { service: 'sales', method: 'get', path: API.deskLeads, operationId: 'deskLeads', summary: 'The desk\'s leads (one per buyer inquiry): all, mine or unassigned, by status, newest activity first', auth: 'desk',
    query: DeskLeadsQuerySchema, responses: { 200: ok(DeskLeadsResponseSchema) } },
  { service: 'sales', method: 'get', path: openApiPath(ROUTES.deskLead), operationId: 'deskLead', summary: 'One lead with its whole conversation', auth: 'desk',
    pathParams: { id }, responses: { 200: ok(LeadDetailSchema), 404: { description: 'no such lead' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadMessages), operationId: 'answerLead', summary: 'Answer the buyer (mailed to them; an unassigned lead becomes the answering associate\'s)', auth: 'desk',
    pathParams: { id }, body: ConversationReplySchema, responses: { 201: ok(ConversationMessageSchema), 404: { description: 'no such lead' }, 503: { description: 'the staff directory (auth) is unavailable' } } },
  { service: 'sales', method: 'get', path: API.deskAssignments, operationId: 'deskAssignments', summary: 'The associates with their open leads, and how many listings and leads wait unassigned', auth: 'desk',
    responses: { 200: ok(DeskAssignmentsSchema), 503: { description: 'the staff directory (auth) is unavailable' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadAssociate), operationId: 'reassignLead', summary: 'Give one lead to another associate (admins)', auth: 'admin',
    pathParams: { id }, body: AssociateChangeSchema, responses: { 200: ok(AssignmentResultSchema), 404: { description: 'no such lead' }, 503: { description: 'the staff directory (auth) is unavailable' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskListingAssociate), operationId: 'reassignListing', summary: 'Give a listing and its open leads to another associate (admins)', auth: 'admin',
    pathParams: { id }, body: AssociateChangeSchema, responses: { 200: ok(AssignmentResultSchema), 404: { description: 'sales knows no such listing' }, 503: { description: 'the staff directory (auth) is unavailable' } } },
  { service: 'sales', method: 'get', path: openApiPath(ROUTES.deskSellerThread), operationId: 'deskSellerThread', summary: 'The associate\'s thread with a listing\'s seller (with the seller\'s contact details)', auth: 'desk',
    pathParams: { id }, responses: { 200: ok(DeskSellerThreadSchema), 404: { description: 'sales knows no such listing' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskSellerThread), operationId: 'messageSeller', summary: 'A message to the listing\'s seller (mailed; the seller answers from the dashboard or by mail)', auth: 'desk',
    pathParams: { id }, body: ConversationReplySchema, responses: { 201: ok(SellerMessageSchema), 404: { description: 'sales knows no such listing' } } },
  { service: 'sales', method: 'get', path: API.sellerThreads, operationId: 'sellerThreads', summary: 'My threads with the associates of my listings', auth: 'user',
    responses: { 200: ok(SellerThreadsResponseSchema) } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.sellerThread), operationId: 'answerAssociate', summary: 'My answer in the thread of one of my listings', auth: 'user',
    pathParams: { id }, body: ConversationReplySchema, responses: { 201: ok(SellerMessageSchema), 404: { description: 'not a listing of mine' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadNotes), operationId: 'addLeadNote', summary: 'A staff-only note on a lead (never shown to the buyer or the seller)', auth: 'desk',
    pathParams: { id }, body: LeadNoteBodySchema, responses: { 201: ok(LeadNoteSchema), 404: { description: 'no such lead' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadViewings), operationId: 'scheduleViewing',
    summary: 'Schedule a viewing or an inspection on a lead: the buyer (and the seller when invited) get a calendar invitation by mail', auth: 'desk',
    pathParams: { id }, body: ScheduleViewingSchema,
    responses: { 201: ok(ViewingSchema), 403: { description: "another associate's lead" }, 404: { description: 'no such lead' } } },
  { service: 'sales', method: 'get', path: openApiPath(ROUTES.deskLeadViewings), operationId: 'leadViewings',
    summary: "A lead's viewings and inspections, cancelled ones too", auth: 'desk',
    pathParams: { id }, responses: { 200: ok(LeadViewingsSchema), 404: { description: 'no such lead' } } },
  { service: 'sales', method: 'get', path: API.deskViewings, operationId: 'deskViewings',
    summary: "Today's or this week's scheduled viewings and inspections (an associate's leads and unassigned ones; admins: all)", auth: 'desk',
    query: DeskViewingsQuerySchema, responses: { 200: ok(DeskViewingsSchema) } },
  { service: 'sales', method: 'patch', path: openApiPath(ROUTES.deskViewing), operationId: 'changeViewing',
    summary: 'Change a viewing (time, place, inspector, invitees): mailed again, same calendar UID, higher SEQUENCE', auth: 'desk',
    pathParams: { id }, body: UpdateViewingSchema,
    responses: { 200: ok(ViewingSchema), 403: { description: "another associate's lead" }, 404: { description: 'no such viewing' }, 409: { description: 'cancelled' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskViewingCancel), operationId: 'cancelViewing',
    summary: 'Cancel a viewing: the invitees get METHOD:CANCEL for the same event', auth: 'desk',
    pathParams: { id }, body: CancelViewingSchema,
    responses: { 200: ok(ViewingSchema), 403: { description: "another associate's lead" }, 404: { description: 'no such viewing' }, 409: { description: 'already cancelled' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadTake), operationId: 'takeLead', summary: 'Take a lead: an unassigned or overdue one (associates), any (admins)', auth: 'desk',
    pathParams: { id }, responses: { 200: ok(AssignmentResultSchema), 404: { description: 'no such lead' }, 409: { description: 'another associate\'s lead that is not overdue' } } },
  { service: 'sales', method: 'get', path: API.unread, operationId: 'unreadCount', summary: 'The header\'s unread count: my conversations with unread answers, and for desk staff the leads awaiting their answer', auth: 'user',
    responses: { 200: ok(UnreadCountSchema) } },
  { service: 'sales', method: 'get', path: API.myMessages, operationId: 'myConversations', summary: 'My conversations with the sales team (my inquiries), newest activity first', auth: 'user',
    responses: { 200: ok(BuyerThreadsResponseSchema) } },
  { service: 'sales', method: 'get', path: openApiPath(ROUTES.myThread), operationId: 'myConversation', summary: 'One of my conversations (opening it marks its answers read)', auth: 'user',
    pathParams: { id }, responses: { 200: ok(BuyerThreadSchema), 404: { description: 'no such conversation of mine' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.myThread), operationId: 'answerMyConversation', summary: 'Answer in one of my conversations', auth: 'user',
    pathParams: { id }, body: ConversationReplySchema, responses: { 201: ok(ConversationMessageSchema), 404: { description: 'no such conversation of mine' } } },
  { service: 'sales', method: 'get', path: API.conversation, operationId: 'openConversation', summary: 'A conversation opened by the signed link of its mail (no account needed)', auth: 'anonymous',
    query: ThreadTokenQuerySchema, responses: { 200: ok(BuyerThreadSchema), 404: { description: 'the token names no conversation (changed or unknown)' } } },
  { service: 'sales', method: 'post', path: API.conversation, operationId: 'answerConversation', summary: 'Answer in a conversation opened by its signed link', auth: 'anonymous',
    body: LinkReplySchema, responses: { 201: ok(ConversationMessageSchema), 404: { description: 'the token names no conversation (changed or unknown)' } } },
  { service: 'sales', method: 'get', path: API.sellerAssociates, operationId: 'sellerAssociates', summary: 'The associate of each of my live listings, and the sales team\'s direct line and mail', auth: 'user',
    responses: { 200: ok(SellerAssociatesSchema) } },
  { service: 'sales', method: 'get', path: API.deskEvents, operationId: 'deskEvents', summary: 'Server-sent events for the desk: `lead` ({ leadId }) on every new lead or message', auth: 'desk',
    responses: { 200: { description: 'text/event-stream' } } },
  { service: 'sales', method: 'get', path: API.myEvents, operationId: 'myConversationEvents', summary: 'Server-sent events: `lead` ({ leadId }) when one of my conversations changes', auth: 'user',
    responses: { 200: { description: 'text/event-stream' } } },
  { service: 'sales', method: 'get', path: API.conversationEvents, operationId: 'conversationEvents', summary: 'Server-sent events of a conversation opened by its signed link', auth: 'anonymous',
    query: ThreadTokenQuerySchema, responses: { 200: { description: 'text/event-stream' }, 404: { description: 'the token names no conversation' } } },
  // sales: the pipeline (stages, offers, deposit, sale)
  { service: 'sales', method: 'get', path: API.deskBoard, operationId: 'deskBoard', summary: 'The desk board: open leads by stage, with days in stage and the stale mark (3 days without activity)', auth: 'desk',
    query: DeskBoardQuerySchema, responses: { 200: ok(DeskBoardSchema) } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadStage), operationId: 'moveLeadStage', summary: 'Move a lead to another stage by hand (the transition table of the contracts; lost needs a reason)', auth: 'desk',
    pathParams: { id }, body: StageMoveSchema, responses: { 200: ok(z.object({ leadId: z.number(), stage: z.string(), lostReason: z.string().nullable() })), 404: { description: 'no such lead' }, 409: { description: 'the transition table forbids the move (the message says why)' } } },
  { service: 'sales', method: 'get', path: openApiPath(ROUTES.deskLeadOffers), operationId: 'leadPipeline', summary: 'A lead\'s stage, offers, deposit, sale, the seller\'s private minimum price and its timeline (who did what, when)', auth: 'desk',
    pathParams: { id }, responses: { 200: ok(LeadPipelineSchema), 404: { description: 'no such lead' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadOffers), operationId: 'recordOffer', summary: 'Record a buyer\'s offer (amount, expiry 48 h by default, conditions); the seller is mailed signed links to answer', auth: 'desk',
    pathParams: { id }, body: NewOfferSchema, responses: { 201: ok(OfferSchema), 404: { description: 'no such lead' }, 409: { description: 'the listing is sold, withdrawn or not live, or the lead\'s stage takes no offer' }, 503: { description: 'listings cannot be reached' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskOfferAction), operationId: 'deskOfferAction', summary: 'Decline an offer below the seller\'s minimum, record the buyer\'s acceptance of a counter, or the buyer\'s withdrawal', auth: 'desk',
    pathParams: { id }, body: DeskOfferActionSchema, responses: { 200: ok(OfferSchema), 404: { description: 'no such offer' }, 409: { description: 'the offer is not in a state for it (answered, expired, at or above the minimum)' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadDeposit), operationId: 'recordDeposit', summary: 'Record the buyer\'s deposit (no payment processing): accepted → deposit', auth: 'desk',
    pathParams: { id }, body: NewDepositSchema, responses: { 201: ok(LeadPipelineSchema.shape.deposit.unwrap()), 404: { description: 'no such lead' }, 409: { description: 'the lead has no accepted offer' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.deskLeadSale), operationId: 'recordSale', summary: 'Record the sale (final price, date, consent to show the price): the listing becomes sold, its other leads close', auth: 'desk',
    pathParams: { id }, body: NewSaleSchema, responses: { 201: ok(LeadPipelineSchema.shape.sale.unwrap()), 404: { description: 'no such lead' }, 409: { description: 'no accepted offer, or the listing is already sold or withdrawn' }, 503: { description: 'listings cannot be reached' } } },
  { service: 'sales', method: 'get', path: API.sellerOffers, operationId: 'sellerOffers', summary: 'The offers on my listings (never a buyer\'s identity) and my private minimum prices', auth: 'user',
    responses: { 200: ok(SellerOffersSchema) } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.sellerOfferAnswer), operationId: 'answerOffer', summary: 'Accept, counter (with an amount) or decline an offer on one of my listings', auth: 'user',
    pathParams: { id }, body: SellerOfferAnswerSchema, responses: { 200: ok(SellerOfferSchema), 404: { description: 'no such offer on my listings' }, 409: { description: 'already answered, or expired' } } },
  { service: 'sales', method: 'post', path: openApiPath(ROUTES.sellerMinimumPrice), operationId: 'setMinimumPrice', summary: 'My private minimum price of one of my listings (seen by the associates only; null removes it)', auth: 'user',
    pathParams: { id }, body: MinimumPriceSchema, responses: { 200: ok(z.object({ listingId: z.number(), minimumPrice: z.number().nullable() })), 404: { description: 'not one of my listings' } } },
  { service: 'sales', method: 'get', path: API.offerLink, operationId: 'openOfferLink', summary: 'The offer a seller\'s mail link names (no account needed)', auth: 'anonymous',
    query: OfferTokenQuerySchema, responses: { 200: ok(LinkOfferSchema), 404: { description: 'the token names no offer' } } },
  { service: 'sales', method: 'post', path: API.offerLink, operationId: 'answerOfferLink', summary: 'The seller\'s answer through the mail\'s signed link: accept, counter or decline', auth: 'anonymous',
    body: LinkOfferAnswerSchema, responses: { 200: ok(SellerOfferSchema), 404: { description: 'the token names no offer' }, 409: { description: 'already answered, or expired' } } },
  { service: 'sales', method: 'post', path: API.stopSuggestions, operationId: 'stopSuggestions', summary: 'No more suggestions of similar cars (the "car sold" mail\'s link)', auth: 'anonymous',
    body: StopSuggestionsSchema, responses: { 200: ok(z.object({ stopped: z.literal(true) })), 404: { description: 'the token names no conversation' } } },

  // sales: the team's view (admins) and the seller's view
  { service: 'sales', method: 'get', path: API.deskTeam, operationId: 'teamStats', summary: 'The team over the last weeks (12 by default): leads per stage, conversion from inquiry to sale, median first response and time to sale per associate, offers accepted (maintained aggregates)', auth: 'admin',
    query: TeamStatsQuerySchema, responses: { 200: ok(TeamStatsSchema) } },
  { service: 'sales', method: 'get', path: API.sellerPipeline, operationId: 'sellerPipeline', summary: 'Per listing of mine: the associate, inquiries, offers (amount, status) and the timeline, never a buyer\'s identity', auth: 'user',
    responses: { 200: ok(SellerPipelineSchema) } },
  // media
  { service: 'media', method: 'post', path: API.mediaImages, operationId: 'uploadImage', summary: 'Upload a photo (resized into variants)', auth: 'user',
    body: ImageUploadDoc, bodyType: 'multipart/form-data', responses: { 201: ok(UploadedImageSchema), 413: { description: 'file too large' }, 415: { description: 'not an image' }, 429: { description: 'too many uploads' } } },
  { service: 'media', method: 'delete', path: openApiPath(ROUTES.mediaImage), operationId: 'deleteImage', summary: 'Delete one of my photos', auth: 'user',
    pathParams: { id: { description: 'image id', schema: z.string() } }, responses: { 204: { description: 'deleted' }, 404: { description: 'not found or not yours' },
      409: { description: 'a listing, or an edit waiting for review, uses the photo; the message names the listing' }, 503: { description: 'whether a listing uses the photo cannot be checked right now' } } },
  { service: 'media', method: 'post', path: API.mediaPhotoChecks, operationId: 'photoChecks', summary: 'Photo checks of several of my photos together (blur, exposure, size, near-duplicates among them)', auth: 'user',
    body: PhotoChecksBodySchema, responses: { 200: ok(PhotoChecksResponseSchema) } },

  // enrichment
  { service: 'enrichment', method: 'get', path: openApiPath(ROUTES.vin), operationId: 'decodeVin', summary: 'Decode a VIN', auth: 'anonymous',
    pathParams: { vin: { description: '17-character VIN', schema: z.string() } }, responses: { 200: ok(VinDecodeResponseSchema), 429: { description: 'too many lookups' } } },
  { service: 'enrichment', method: 'post', path: API.featuresGenerate, operationId: 'generateFeatures', summary: 'Suggest features for a vehicle', auth: 'anonymous',
    body: FeaturesGenerateBodySchema, responses: { 200: ok(FeaturesGenerateResponseSchema), 429: { description: 'too many lookups' } } },
  { service: 'enrichment', method: 'post', path: API.specsGenerate, operationId: 'generateSpecs', summary: 'Suggest specifications for a vehicle', auth: 'anonymous',
    body: SpecsGenerateBodySchema, responses: { 200: ok(SpecsGenerateResponseSchema), 429: { description: 'too many lookups' } } },
  { service: 'enrichment', method: 'get', path: API.catalogMakes, operationId: 'catalogMakes', summary: 'Known makes', auth: 'anonymous',
    responses: { 200: ok(CatalogMakesResponseSchema) } },
  { service: 'enrichment', method: 'get', path: API.catalogModels, operationId: 'catalogModels', summary: 'Models of a make', auth: 'anonymous',
    query: CatalogModelsQuerySchema, responses: { 200: ok(CatalogModelsResponseSchema) } },
  { service: 'enrichment', method: 'get', path: API.catalogTrims, operationId: 'catalogTrims', summary: 'Trims of a model', auth: 'anonymous',
    query: CatalogTrimsQuerySchema, responses: { 200: ok(CatalogTrimsResponseSchema) } },
];
