// Tag "applications": the public "Devenir membre" form, and the chamber's pending applications, approved (the
// company becomes public and its representative is invited) or refused with a reason (mailed).
import type { AppContext } from '../context.js';
import { COMPANY_NAME_TAKEN } from '../domain/uniqueness.js';
import { requireChamberAdmin, requireCompanyAdmin } from '../plugins/auth.js';
import { badRequest, conflict, fieldRefused, notFound } from '../plugins/errors.js';
import { mailLanguageOf, mailSenderOf, renderMail } from '../services/mailTemplates.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, formOf, paramsOf, type Schemas } from './types.js';

/** The one answer to every application (a name already in the directory is not told to the visitor). */
const APPLICATION_SENT = 'Votre demande d’adhésion a bien été envoyée. Vous recevrez un courriel de confirmation.';
const NO_PENDING_APPLICATION = 'Aucune demande d’adhésion en attente pour ce membre';

type Administrator = ReturnType<typeof requireCompanyAdmin>;
type PendingApplication = NonNullable<Awaited<ReturnType<AppContext['repositories']['applications']['pending']>>>;

/** Another decision made between the look-up and the transaction. */
const decided = () => notFound(NO_PENDING_APPLICATION);

/**
 * Approves the company's pending application: public, decided and its representative invited (in the application's
 * language), all or nothing. The members list's status change of an applicant decides the same way.
 */
export async function approvePendingApplication(ctx: AppContext, admin: Administrator, id: number, application: PendingApplication): Promise<void> {
  const { companies, chambers } = ctx.repositories;
  if (await companies.nameTaken(application.companyName, 'public', id)) throw conflict(COMPANY_NAME_TAKEN);
  const chamber = await chambers.find(application.countryAmchamId);
  const invite = await ctx.auth.invitationOf({ id, name: application.companyName, chamber }, application.representativeEmail, admin, application.language);
  await ctx.transaction(async (tx) => {
    if (!(await tx.applications.decide(id, 'APPROVED', null))) throw decided();
    await tx.companies.setStatus(id, 'ACTIVE');
    await invite(tx);
  });
  ctx.mailOutbox.wake();
}

/** Refuses the company's pending application (never public), mailing the reason when one is given. */
export async function refusePendingApplication(ctx: AppContext, id: number, application: PendingApplication, reason: string | null): Promise<void> {
  const sender = mailSenderOf(ctx.config.publicUrl, await ctx.repositories.chambers.find(application.countryAmchamId));
  const { language, representativeEmail: to, companyName } = application;
  await ctx.transaction(async (tx) => {
    if (!(await tx.applications.decide(id, 'REFUSED', reason))) throw decided();
    await tx.companies.setStatus(id, 'INACTIVE');
    await tx.mails.enqueue({
      kind: 'applicationRefused',
      language,
      to,
      ...renderMail('applicationRefused', language, { ...sender, companyName, reason: reason ?? undefined }),
    });
  });
  ctx.mailOutbox.wake();
}

export function applicationRoutes(ctx: AppContext): RouteHandlers {
  const { companies, chambers, countries, sectors, applications } = ctx.repositories;

  /** The company's application awaiting an answer, for an administrator of its chamber (404 otherwise, as unknown). */
  async function pendingApplication(request: Parameters<typeof requireCompanyAdmin>[0], id: number) {
    const admin = requireCompanyAdmin(request, await companies.findKeys(id), NO_PENDING_APPLICATION);
    const application = await applications.pending(id);
    if (!application) throw notFound(NO_PENDING_APPLICATION);
    return { admin, application };
  }

  return {
    submitApplication: {
      // per client, as the anonymous sign-up
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      async handler(request, reply) {
        const form = formOf(request, 'submitApplication');
        if (!(await sectors.find(form.sectorId))) throw badRequest('sectorId : Champ invalide.');
        if (!(await countries.find(form.country))) throw badRequest('country : Champ invalide.');
        const chamber = await chambers.find(form.countryAmchamId);
        if (!chamber) throw badRequest('countryAmchamId : Champ invalide.');
        const language = mailLanguageOf(request.headers['accept-language']);
        const to = form.representativeEmail.trim().toLowerCase();
        // the company, its application and the acknowledgement in one transaction. A PENDING company may share its
        // name with a public one (names are unique among ACTIVE companies): the chamber sees it flagged, the visitor
        // gets the same answer
        await ctx.transaction(async (tx) => {
          const companyId = await tx.companies.create(
            {
              name: form.name,
              description: form.description,
              address: form.address,
              city: null,
              telephone: form.telephone,
              email: form.email,
              webLink: form.webLink,
              sectorId: form.sectorId,
              countryId: form.country,
              countryAmchamId: form.countryAmchamId,
              videoLink: null,
              lat: null,
              lon: null,
              logo: null,
              pictures: [],
            },
            'PENDING',
          );
          await tx.applications.create({ companyId, representativeName: form.representativeName, representativeEmail: to, language });
          const mail = renderMail('applicationReceived', language, { ...mailSenderOf(ctx.config.publicUrl, chamber), companyName: form.name });
          await tx.mails.enqueue({ kind: 'applicationReceived', language, to, ...mail });
        });
        ctx.mailOutbox.wake();
        const body: Schemas['MessageResponse'] = { message: APPLICATION_SENT };
        return reply.code(202).send(body);
      },
    },

    async listChamberApplications(request) {
      const { id } = paramsOf(request, 'listChamberApplications');
      requireChamberAdmin(request, id);
      if (!(await chambers.find(id))) throw notFound('Chambre de commerce non trouvée');
      const content = await applications.pendingOf(id, new Date());
      const body: Schemas['ApplicationList'] = { pending: content.length, overdue: content.filter((a) => a.overdue).length, content };
      return body;
    },

    async approveApplication(request) {
      const { id } = paramsOf(request, 'approveApplication');
      const { admin, application } = await pendingApplication(request, id);
      await approvePendingApplication(ctx, admin, id, application);
      const body: Schemas['Company'] | null = await companies.findView(id);
      return body;
    },

    async refuseApplication(request) {
      const { id } = paramsOf(request, 'refuseApplication');
      const { application } = await pendingApplication(request, id);
      const reason = bodyOf(request, 'refuseApplication').reason.trim();
      if (!reason) throw fieldRefused('reason', 'Ce champ est obligatoire.', 'reason : Ce champ est obligatoire.');
      await refusePendingApplication(ctx, id, application, reason);
      const body: Schemas['Company'] | null = await companies.findView(id);
      return body;
    },
  };
}
