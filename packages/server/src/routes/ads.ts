// Tag "ads": advertising banners (home hero slides; back-office Banners screen).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { chamberScope, ownScope, requireAdmin, requireContentAdmin } from '../plugins/auth.js';
import { badRequest, conflict, notFound } from '../plugins/errors.js';
import { isoDateOf, unlessEmpty, uploadOf } from '../plugins/forms.js';
import type { AdRecord } from '../repositories/ads.js';
import { adStatus } from '../services/ads.js';
import { formatServiceDate, toIsoDate } from '../services/dates.js';
import { pageRequest, toPage } from '../services/paging.js';
import type { RouteHandlers } from './index.js';
import { formOf, paramsOf, queryOf, type Schemas } from './types.js';

type Ad = Schemas['Ad'];

function toAd(ad: AdRecord, today: string): Ad {
  return {
    ...ad,
    startDate: formatServiceDate(ad.startDate) ?? '',
    endDate: ad.permanent ? null : formatServiceDate(ad.endDate),
    status: adStatus(ad, today),
  };
}

export function adRoutes(ctx: AppContext): RouteHandlers {
  const { repositories, files } = ctx;
  const { ads } = repositories;
  const today = () => toIsoDate(new Date());

  async function find(id: number): Promise<AdRecord> {
    const ad = await ads.find(id);
    if (!ad) throw notFound('Bannière non trouvée');
    return ad;
  }

  async function save(request: FastifyRequest, existing: AdRecord | null, countryAmchamId: number | null): Promise<Ad> {
    const form = formOf(request, 'createAd');
    const startDate = isoDateOf('startDate', form.startDate);
    // admin §5: the end date is required only when permanent is off
    const endDateSent = unlessEmpty(form.endDate);
    if (!form.permanent && endDateSent === undefined) throw badRequest('endDate : Ce champ est obligatoire.');
    const endDate = form.permanent || endDateSent === undefined ? null : isoDateOf('endDate', endDateSent);
    if (endDate !== null && endDate < startDate) throw badRequest('endDate : La date de fin doit suivre la date de début.');
    if (await ads.titleTaken(form.title, existing?.id)) throw conflict('Une bannière avec ce titre existe déjà');
    const id = await files.change(async (staged) => {
      const webUpload = uploadOf(request, 'webImg');
      const mobileUpload = uploadOf(request, 'mobileImg');
      const values = {
        title: form.title,
        description: form.description ?? existing?.description ?? '',
        link: form.link,
        permanent: form.permanent,
        startDate,
        endDate,
        webImg: webUpload ? await staged.saveImage(webUpload.data, 'adImage') : (existing?.webImg ?? null),
        mobileImg: mobileUpload ? await staged.saveImage(mobileUpload.data, 'adImage') : (existing?.mobileImg ?? null),
      };
      if (!existing) return ads.create({ ...values, countryAmchamId });
      await ads.update(existing.id, values);
      staged.replace('ads', ...(webUpload ? [existing.webImg] : []), ...(mobileUpload ? [existing.mobileImg] : []));
      return existing.id;
    });
    return toAd(await find(id), today());
  }

  return {
    async listPortalAds(request) {
      const paging = pageRequest(queryOf(request, 'listPortalAds'));
      const day = today();
      const { content, total } = await ads.page({ shownOn: day }, paging);
      const body: Schemas['AdPage'] = toPage(
        content.map((ad) => toAd(ad, day)),
        total,
        paging,
      );
      return body;
    },
    async searchAds(request) {
      const admin = requireAdmin(request);
      const query = queryOf(request, 'searchAds');
      const paging = pageRequest(query);
      const countryAmchamId = chamberScope(admin, query.countryAmchamId);
      const { content, total } = await ads.page({ countryAmchamId, title: query.title, permanent: query.permanent }, paging);
      const day = today();
      const body: Schemas['AdPage'] = toPage(
        content.map((ad) => toAd(ad, day)),
        total,
        paging,
      );
      return body;
    },
    async listAllAds(request) {
      const countryAmchamId = chamberScope(requireAdmin(request), queryOf(request, 'listAllAds').countryAmchamId);
      const day = today();
      return (await ads.list({ countryAmchamId })).map((ad) => toAd(ad, day));
    },
    async listActiveAds() {
      const day = today();
      return (await ads.list({ shownOn: day })).map((ad) => toAd(ad, day));
    },
    async listPermanentAds() {
      const day = today();
      return (await ads.list({ permanent: true })).map((ad) => toAd(ad, day));
    },
    async getAd(request) {
      return toAd(await find(paramsOf(request, 'getAd').id), today());
    },
    async createAd(request, reply) {
      const admin = requireAdmin(request);
      return reply.code(201).send(await save(request, null, ownScope(admin)));
    },
    async updateAd(request) {
      const ad = await find(paramsOf(request, 'updateAd').id);
      requireContentAdmin(request, ad);
      return save(request, ad, ad.countryAmchamId);
    },
    async deleteAd(request, reply) {
      const ad = await find(paramsOf(request, 'deleteAd').id);
      requireContentAdmin(request, ad);
      await files.change(async (staged) => {
        await ads.delete(ad.id);
        staged.replace('ads', ad.webImg, ad.mobileImg);
      });
      return reply.code(204).send();
    },
  };
}
