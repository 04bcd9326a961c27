// Tag "companies", a chamber's management of its members (admin spec, members screen): the summary cards, the CSV
// export and import, a member's invitation, status (the decision on an application included) and removal. Only the
// chamber's administrators and the network administrator reach them (plugins/auth.ts require*).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { weekWindows, weeklyEvolution } from '../domain/stats.js';
import { COMPANY_NAME_TAKEN } from '../domain/uniqueness.js';
import { requireChamberAdmin, requireCompanyAdmin } from '../plugins/auth.js';
import { conflict, notFound } from '../plugins/errors.js';
import { mailLanguageOf } from '../services/mailTemplates.js';
import { languageOf, MAX_IMPORT_BYTES, membersToCsv, planMemberImport } from '../services/memberCsv.js';
import { approvePendingApplication, refusePendingApplication } from './applications.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, headersOf, paramsOf, queryOf, type Schemas } from './types.js';

export function chamberMemberRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files, search } = ctx;
  const { companies, chambers, countries, sectors, statistics } = repositories;

  /** A chamber the caller administers (its own, or any for the network administrator); 404 when unknown. */
  async function administeredChamber(request: FastifyRequest, id: number) {
    requireChamberAdmin(request, id);
    const chamber = await chambers.find(id);
    if (!chamber) throw notFound('Chambre de commerce non trouvée');
    return chamber;
  }

  return {
    async getChamberMemberSummary(request) {
      const { id } = paramsOf(request, 'getChamberMemberSummary');
      await administeredChamber(request, id);
      // searches are written in batches: count the ones still buffered too
      await search.recorder.flush();
      const now = new Date();
      const { currentStart, previousStart } = weekWindows(now);
      const figures = await statistics.chamberSummary(id, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), currentStart, previousStart);
      const body: Schemas['ChamberMemberSummary'] = {
        active: figures.active,
        inactive: figures.inactive,
        pending: figures.pending,
        newThisMonth: figures.newThisMonth,
        views: { total: figures.views.current, weeklyEvolution: weeklyEvolution(figures.views.current, figures.views.previous) },
        searches: { total: figures.searches.current, weeklyEvolution: weeklyEvolution(figures.searches.current, figures.searches.previous) },
      };
      return body;
    },

    async exportChamberMembers(request, reply) {
      const { id } = paramsOf(request, 'exportChamberMembers');
      const chamber = await administeredChamber(request, id);
      const query = queryOf(request, 'exportChamberMembers');
      const language = query.lang ?? 'fr';
      const rows = await companies.exportRows({ countryAmchamId: id, status: query.status, sectorId: query.sectorId, name: query.name });
      const slug = chamber.name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      // the file's name in its language, as its columns
      const fileName = `${language === 'en' ? 'members' : 'membres'}-${slug || id}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(membersToCsv(rows, language));
    },

    importChamberMembers: {
      // the contract's 5 MB (10,000 rows); text/csv bodies are read by the parser wiring/http.ts registers
      bodyLimit: MAX_IMPORT_BYTES,
      async handler(request) {
        const { id } = paramsOf(request, 'importChamberMembers');
        const chamber = await administeredChamber(request, id);
        const dryRun = queryOf(request, 'importChamberMembers').dryRun ?? false;
        const language = languageOf(headersOf(request, 'importChamberMembers')['accept-language'] as string | undefined);
        const plan = await planMemberImport(String(request.body ?? ''), chamber, language, {
          sectors: await sectors.search(''),
          countries: await countries.list(),
          chambersOf: (ids) => companies.chambersOf(ids),
          foldNames: (names) => companies.foldNames(names),
          holdersOf: (names) => companies.holdersOf(names),
        });
        const applied = !dryRun && plan.errors.length === 0;
        const body: Schemas['MemberImportReport'] = { dryRun, applied, created: plan.toCreate, updated: plan.toUpdate, errors: plan.errors };
        // one transaction: every row or none (a failure halfway, e.g. a name taken meanwhile, writes nothing); the
        // report is the journal's record of it
        if (applied)
          await ctx.transaction(async (tx) => {
            await tx.companies.importMembers(id, plan);
            return body;
          });
        return body;
      },
    },

    async inviteCompanyMember(request, reply) {
      const { id } = paramsOf(request, 'inviteCompanyMember');
      const keys = await companies.findKeys(id);
      const admin = requireCompanyAdmin(request, keys);
      const { email } = bodyOf(request, 'inviteCompanyMember');
      const view = (await companies.findView(id)) as NonNullable<Awaited<ReturnType<typeof companies.findView>>>;
      // the invited person has no account language yet: the mail speaks the language of the administrator's request
      const chamber = keys ? await ctx.repositories.chambers.find(keys.countryAmchamId) : undefined;
      await ctx.auth.inviteMember({ id, name: view.name, chamber }, email, admin, mailLanguageOf(request.headers['accept-language']));
      const body: Schemas['MemberInvitation'] = { email: email.trim().toLowerCase() };
      return reply.code(202).send(body);
    },

    async deleteCompany(request, reply) {
      const { id } = paramsOf(request, 'deleteCompany');
      const company = await companies.findKeys(id);
      requireCompanyAdmin(request, company);
      if (!company) throw notFound();
      await files.change(async (staged) => {
        await ctx.transaction((tx) => tx.companies.delete(id));
        staged.replace('companies', company.logo, ...company.pictures);
      });
      return reply.code(204).send();
    },

    async updateCompanyStatus(request) {
      const { id } = paramsOf(request, 'updateCompanyStatus');
      const company = await companies.findKeys(id);
      const admin = requireCompanyAdmin(request, company);
      const { status } = bodyOf(request, 'updateCompanyStatus');
      // an applicant made Actif or Inactif from the members list: that is the decision on its application (the
      // representative invited, or told of the refusal), not a bare status change that would leave it pending
      const application = status === 'PENDING' ? undefined : await ctx.repositories.applications.pending(id);
      if (application) {
        if (status === 'ACTIVE') await approvePendingApplication(ctx, admin, id, application);
        else await refusePendingApplication(ctx, id, application, null);
        const decidedBody: Schemas['Company'] | null = await companies.findView(id);
        return decidedBody;
      }
      // made public, it must not share its name with another public company (which every writer may see)
      if (status === 'ACTIVE' && company?.status !== 'ACTIVE') {
        const name = (await companies.findView(id))?.name ?? '';
        if (await companies.nameTaken(name, 'public', id)) throw conflict(COMPANY_NAME_TAKEN);
      }
      await ctx.transaction((tx) => tx.companies.setStatus(id, status));
      const body: Schemas['Company'] | null = await companies.findView(id);
      return body;
    },
  };
}
