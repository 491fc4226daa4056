import { API_ROUTES } from '../../../gateway/src/routing-table.js';
import * as contracts from '../src/index.js';
import {
  buildOpenApi, buildServiceOpenApis, jsonSchemaOf, OPERATIONS, SERVICE_NAMES,
  ListingInputSchema, RegisterBodySchema, LoginBodySchema, SearchQuerySchema, SoldQuerySchema, ValuationRequestSchema, SellerSummarySettingSchema,
  ScheduleViewingSchema, DeskViewingsQuerySchema, UpdateViewingSchema, CancelViewingSchema, ContactMessageSchema, StatusUpdateSchema,
  AdminFeaturedUpdateSchema, AdminInquiryUpdateSchema, PendingListQuerySchema, AdminVehicleListQuerySchema,
  InquiryListQuerySchema, FeaturesGenerateBodySchema, SpecsGenerateBodySchema, CatalogModelsQuerySchema, CatalogTrimsQuerySchema,
  UpdateProfileBodySchema, ChangeEmailBodySchema, ChangePasswordBodySchema, VerifyEmailBodySchema, DeleteAccountBodySchema,
  ForgotPasswordBodySchema, ResetPasswordBodySchema, CreateSavedSearchSchema, UpdateSavedSearchSchema, MergeSavedVehiclesSchema,
  UnsubscribeQuerySchema, StillAvailableSchema, PhotoChecksBodySchema,
  ApproveRevisionSchema, RejectRevisionSchema, PendingRevisionQuerySchema, DeskLeadsQuerySchema, ConversationReplySchema, LinkReplySchema, ThreadTokenQuerySchema,
  StaffInviteBodySchema, StaffRoleBodySchema, SecondFactorBodySchema, RegisterPasskeyBodySchema, ConfirmTotpBodySchema, StaffLogQuerySchema, AssociateChangeSchema, LeadNoteBodySchema,
  StageMoveSchema, NewOfferSchema, DeskOfferActionSchema, NewDepositSchema, NewSaleSchema, SellerOfferAnswerSchema, MinimumPriceSchema,
  OfferTokenQuerySchema, LinkOfferAnswerSchema, StopSuggestionsSchema, DeskBoardQuerySchema, TeamStatsQuerySchema,
} from '../src/index.js';

const doc = buildOpenApi();

/** `/api/vehicles/{id}` matches `/api/vehicles/1` */
const templateToSample = (p: string) => p.replace(/\{[^}]+\}/g, '1');

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and serialises to JSON', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(() => JSON.parse(JSON.stringify(doc))).not.toThrow();
  });

  it('has an operation for every public route of the gateway routing table', () => {
    const samples = Object.keys(doc.paths).map(templateToSample);
    for (const r of API_ROUTES) {
      // a prefix route is covered by an operation below it, or (`/api/contact/` beside `/api/contact`, which
      // exists so that the service, not the gateway, answers a trailing-slash path) by its exact sibling's
      const covered = r.match === 'exact' ? samples.includes(r.path)
        : samples.some((p) => p.startsWith(r.path)) || (API_ROUTES.some((e) => e.match === 'exact' && e.path === r.path.slice(0, -1)) && samples.includes(r.path.slice(0, -1)));
      expect({ route: r.path, covered }).toEqual({ route: r.path, covered: true });
    }
  });

  it('every operation routes to the service the catalogue names', () => {
    for (const op of OPERATIONS) {
      const sample = templateToSample(op.path);
      const exact = API_ROUTES.find((r) => r.match === 'exact' && r.path === sample);
      const prefix = API_ROUTES.filter((r) => r.match === 'prefix' && sample.startsWith(r.path)).sort((a, b) => b.path.length - a.path.length)[0];
      expect({ op: op.operationId, upstream: (exact ?? prefix)?.upstream }).toEqual({ op: op.operationId, upstream: op.service });
    }
  });

  it('operation ids are unique; every operation documents the error shape', () => {
    const ids = OPERATIONS.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const methods of Object.values(doc.paths)) for (const op of Object.values(methods)) {
      const responses = op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
      expect(responses['400']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
  });

  it('every $ref resolves to a component; every component is used', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    const components = (doc.components as { schemas: Record<string, unknown> }).schemas;
    for (const r of refs) expect({ ref: r, exists: r in components }).toEqual({ ref: r, exists: true });
    expect([...refs].sort()).toEqual(Object.keys(components).sort());
    expect(text).not.toMatch(/"\$ref":"#(?!\/components\/schemas\/)/);
  });

  it('one document per service, together the merged one', () => {
    const per = buildServiceOpenApis();
    expect(Object.keys(per).sort()).toEqual([...SERVICE_NAMES].sort());
    const count = Object.values(per).reduce((n, d) => n + Object.values(d.paths).reduce((m, p) => m + Object.keys(p).length, 0), 0);
    expect(count).toBe(OPERATIONS.length);
  });
});

/**
 * The schema objects each controller validates with (`@Body({ schema })`, `@Query({ schema })`, or the
 * login guard's `parseOrThrow`), imported from @rl/contracts exactly as the controllers import them.
 */
const VALIDATED_WITH: Record<string, { body?: unknown; query?: unknown }> = {
  login: { body: LoginBodySchema },
  register: { body: RegisterBodySchema },
  updateProfile: { body: UpdateProfileBodySchema },
  changeEmail: { body: ChangeEmailBodySchema },
  changePassword: { body: ChangePasswordBodySchema },
  verifyEmail: { body: VerifyEmailBodySchema },
  deleteAccount: { body: DeleteAccountBodySchema },
  forgotPassword: { body: ForgotPasswordBodySchema },
  resetPassword: { body: ResetPasswordBodySchema },
  searchVehicles: { query: SearchQuerySchema },
  soldVehicles: { query: SoldQuerySchema },
  valueVehicle: { body: ValuationRequestSchema },
  changeSellerSummarySetting: { body: SellerSummarySettingSchema },
  scheduleViewing: { body: ScheduleViewingSchema },
  deskViewings: { query: DeskViewingsQuerySchema },
  changeViewing: { body: UpdateViewingSchema },
  cancelViewing: { body: CancelViewingSchema },
  createListing: { body: ListingInputSchema },
  editListing: { body: ListingInputSchema },
  contact: { body: ContactMessageSchema },
  pendingListings: { query: PendingListQuerySchema },
  adminListVehicles: { query: AdminVehicleListQuerySchema },
  changeStatus: { body: StatusUpdateSchema },
  setFeatured: { body: AdminFeaturedUpdateSchema },
  listInquiries: { query: InquiryListQuerySchema },
  handleInquiry: { body: AdminInquiryUpdateSchema },
  generateFeatures: { body: FeaturesGenerateBodySchema },
  generateSpecs: { body: SpecsGenerateBodySchema },
  catalogModels: { query: CatalogModelsQuerySchema },
  catalogTrims: { query: CatalogTrimsQuerySchema },
  saveSearch: { body: CreateSavedSearchSchema },
  changeSavedSearch: { body: UpdateSavedSearchSchema },
  mergeSavedVehicles: { body: MergeSavedVehiclesSchema },
  unsubscribeAlerts: { query: UnsubscribeQuerySchema },
  confirmStillAvailable: { body: StillAvailableSchema },
  photoChecks: { body: PhotoChecksBodySchema },
  pendingRevisions: { query: PendingRevisionQuerySchema },
  approveRevision: { body: ApproveRevisionSchema },
  rejectRevision: { body: RejectRevisionSchema },
  deskLeads: { query: DeskLeadsQuerySchema },
  answerLead: { body: ConversationReplySchema },
  answerMyConversation: { body: ConversationReplySchema },
  answerConversation: { body: LinkReplySchema },
  openConversation: { query: ThreadTokenQuerySchema },
  inviteStaff: { body: StaffInviteBodySchema },
  changeStaffRole: { body: StaffRoleBodySchema },
  reassignLead: { body: AssociateChangeSchema },
  reassignListing: { body: AssociateChangeSchema },
  messageSeller: { body: ConversationReplySchema },
  answerAssociate: { body: ConversationReplySchema },
  addLeadNote: { body: LeadNoteBodySchema },
  deskBoard: { query: DeskBoardQuerySchema },
  teamStats: { query: TeamStatsQuerySchema },
  moveLeadStage: { body: StageMoveSchema },
  recordOffer: { body: NewOfferSchema },
  deskOfferAction: { body: DeskOfferActionSchema },
  recordDeposit: { body: NewDepositSchema },
  recordSale: { body: NewSaleSchema },
  answerOffer: { body: SellerOfferAnswerSchema },
  setMinimumPrice: { body: MinimumPriceSchema },
  openOfferLink: { query: OfferTokenQuerySchema },
  answerOfferLink: { body: LinkOfferAnswerSchema },
  stopSuggestions: { body: StopSuggestionsSchema },
  signInSecondFactor: { body: SecondFactorBodySchema },
  addPasskey: { body: RegisterPasskeyBodySchema },
  turnOnTotp: { body: ConfirmTotpBodySchema },
  staffLog: { query: StaffLogQuerySchema },
  exportStaffLog: { query: StaffLogQuerySchema },
};

describe('catalogue schemas are the ones the services validate with', () => {
  it.each(Object.entries(VALIDATED_WITH))('%s', (operationId, expected) => {
    const op = OPERATIONS.find((o) => o.operationId === operationId)!;
    expect(op).toBeDefined();
    if (expected.body) expect(op.body).toBe(expected.body);
    if (expected.query) expect(op.query).toBe(expected.query);
  });

  it('each controller file still validates with the schema named above', async () => {
    const { readFile } = await import('node:fs/promises');
    const { readdir } = await import('node:fs/promises');
    const root = new URL('../../../', import.meta.url).pathname;
    const names: Record<string, unknown> = {
      LoginBodySchema, RegisterBodySchema, SearchQuerySchema, SoldQuerySchema, ValuationRequestSchema, SellerSummarySettingSchema, ScheduleViewingSchema, DeskViewingsQuerySchema,
      UpdateViewingSchema, CancelViewingSchema, ListingInputSchema, ContactMessageSchema, PendingListQuerySchema,
      AdminVehicleListQuerySchema, StatusUpdateSchema, AdminFeaturedUpdateSchema, InquiryListQuerySchema, AdminInquiryUpdateSchema,
      FeaturesGenerateBodySchema, SpecsGenerateBodySchema, CatalogModelsQuerySchema, CatalogTrimsQuerySchema,
      UpdateProfileBodySchema, ChangeEmailBodySchema, ChangePasswordBodySchema, VerifyEmailBodySchema, DeleteAccountBodySchema,
      ForgotPasswordBodySchema, ResetPasswordBodySchema, CreateSavedSearchSchema, UpdateSavedSearchSchema, MergeSavedVehiclesSchema,
      UnsubscribeQuerySchema, StillAvailableSchema, PhotoChecksBodySchema, PendingRevisionQuerySchema, ApproveRevisionSchema, RejectRevisionSchema,
      DeskLeadsQuerySchema, ConversationReplySchema, LinkReplySchema, ThreadTokenQuerySchema,
      StageMoveSchema, NewOfferSchema, DeskOfferActionSchema, NewDepositSchema, NewSaleSchema, SellerOfferAnswerSchema, MinimumPriceSchema,
      OfferTokenQuerySchema, LinkOfferAnswerSchema, StopSuggestionsSchema, DeskBoardQuerySchema, TeamStatsQuerySchema,
    };
    const files = (await readdir(root + 'services', { recursive: true })).filter((f) => /^[^/]+\/src\/.*\.ts$/.test(f)).map((f) => 'services/' + f);
    const used = new Set<string>();
    for (const f of files) for (const m of (await readFile(root + f, 'utf8')).matchAll(/schema: ([A-Za-z]+Schema)\b|parseOrThrow\((LoginBodySchema)/g)) used.add(m[1] ?? m[2]);
    for (const name of Object.keys(names)) expect({ name, used: used.has(name) }).toEqual({ name, used: true });
  });

  it('documented JSON Schemas equal the validating schemas converted', () => {
    for (const [operationId, expected] of Object.entries(VALIDATED_WITH)) {
      const op = doc.paths[OPERATIONS.find((o) => o.operationId === operationId)!.path.replace(/\/$/, '')];
      expect(op).toBeDefined();
      if (expected.body) {
        const method = OPERATIONS.find((o) => o.operationId === operationId)!.method;
        const body = (op[method].requestBody as { content: Record<string, { schema: unknown }> }).content['application/json'].schema;
        expect(body).toEqual(jsonSchemaOf(expected.body as never, 'input'));
      }
    }
  });
});

/**
 * Reads every controller under services/*\/src: its `@Controller(...)` prefix, each handler's method and path,
 * and the schema names in its `@Body({ schema })` / `@Query({ schema })`. The catalogue must list exactly the
 * public handlers, and where a handler validates with a schema exported by @rl/contracts the catalogue must
 * hold that very object.
 */
describe('catalogue matches the controllers', () => {
  interface Handler { file: string; method: string; path: string; body?: string; query?: string }

  const readHandlers = async (): Promise<Handler[]> => {
    const { readFile, readdir } = await import('node:fs/promises');
    const root = new URL('../../../', import.meta.url).pathname;
    const files = (await readdir(root + 'services', { recursive: true })).filter((f) => /^[^/]+\/src\/.*\.controller\.ts$/.test(f));
    const handlers: Handler[] = [];
    for (const f of files) {
      const text = await readFile(`${root}services/${f}`, 'utf8');
      const c = /@Controller\(\s*(?:'([^']*)'|API\.(\w+)\.slice\(1\))?\s*\)/.exec(text);
      if (!c) continue;
      // `@Controller()` with full paths from the contracts' ROUTES on the handlers, or a prefix and sub-paths
      const base = c[1] ?? (c[2] ? (contracts.API as Record<string, unknown>)[c[2]] as string : '');
      const prefix = base ? '/' + base.replace(/^\//, '') : '';
      if (prefix && !prefix.startsWith('/api/')) continue;
      // `@Sse` is a GET answered with server-sent events
      const decorators = [...text.matchAll(/@(Get|Post|Put|Patch|Delete|Sse)\(\s*(?:'([^']*)'|ROUTES\.(\w+))?\s*\)/g)];
      decorators.forEach((d, i) => {
        const segment = text.slice(d.index, decorators[i + 1]?.index ?? text.length);
        const route = d[3] ? (contracts.ROUTES as Record<string, string>)[d[3]] : undefined;
        const sub = (d[2] ?? '').replace(/:(\w+)/g, '{$1}');
        const path = route !== undefined ? route.replace(/:(\w+)/g, '{$1}') : sub ? `${prefix}/${sub}` : prefix;
        if (!path.startsWith('/api/')) return;
        handlers.push({
          file: f,
          method: d[1] === 'Sse' ? 'get' : d[1]!.toLowerCase(),
          path,
          body: /@Body\(\{\s*schema:\s*(\w+)\s*\}\)/.exec(segment)?.[1],
          query: /@Query\(\{\s*schema:\s*(\w+)\s*\}\)/.exec(segment)?.[1],
        });
      });
    }
    return handlers;
  };

  it('every public handler has exactly one operation, and every operation a handler', async () => {
    const handlers = await readHandlers();
    const key = (m: string, p: string) => `${m.toUpperCase()} ${p}`;
    expect(handlers.map((h) => key(h.method, h.path)).sort()).toEqual(OPERATIONS.map((o) => key(o.method, o.path)).sort());
  });

  it('documented bodies and queries are the schema objects the handlers validate with', async () => {
    const exported = contracts as unknown as Record<string, unknown>;
    let compared = 0;
    for (const h of await readHandlers()) {
      const op = OPERATIONS.find((o) => o.method === h.method && o.path === h.path)!;
      for (const part of ['body', 'query'] as const) {
        const name = h[part];
        if (!name) continue;
        // a schema local to the service (e.g. listings' browse queries) is documented by its own description
        expect({ handler: `${h.method} ${h.path}`, part, documented: op[part] !== undefined }).toEqual({ handler: `${h.method} ${h.path}`, part, documented: true });
        if (!(name in exported)) continue;
        expect({ handler: `${h.method} ${h.path}`, part, same: op[part] === exported[name] }).toEqual({ handler: `${h.method} ${h.path}`, part, same: true });
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(14);
  });
});
